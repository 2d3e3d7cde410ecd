/**
 * P25 (replacing SPEC §9's ten): the chart palette of 17 colours, one per fixed team, so the 17
 * teams never share a colour; it cycles only beyond 17. Picked from a grid of sRGB colours by
 * greedy max–min CIEDE2000 distance, starting from the app's primary blue: every pair differs by
 * ΔE2000 > 20 (clearly different at a glance), every colour has ≥ 3:1 contrast on white (WCAG
 * 1.4.11 for marks) and a chroma that reads as a colour, not a grey. The order keeps the
 * first few (the usual small selections) the most distinct.
 */
export const CHART_PALETTE: readonly string[] = [
  '#1d4f91', // blue
  '#00a078', // green-teal
  '#c80032', // red
  '#9664e6', // violet
  '#783200', // brown
  '#fa46aa', // pink
  '#3296aa', // teal
  '#aa8c28', // ochre
  '#1482fa', // azure
  '#5a5000', // olive
  '#8c5a78', // mauve
  '#c86400', // orange
  '#be8278', // rose-brown
  '#5a8c00', // leaf green
  '#006464', // dark cyan
  '#780a96', // purple
  '#005a1e', // forest green
];

/** The palette colour of series `index` (cycling after the seventeenth). */
export function paletteColor(index: number): string {
  const n = CHART_PALETTE.length;
  return CHART_PALETTE[((index % n) + n) % n] as string;
}

/** Goal colours of the monthly chart (SPEC §2: green at or above the goal, red below). */
export const GOAL_COLORS = { above: '#2f855a', below: '#c53030' } as const;

/** The goal marks and their label (a dark slate, apart from every series colour). */
export const GOAL_MARK_COLOR = '#334e68';
