/**
 * SPEC §9: the one chart palette of 10 colours, cycling. Chosen to stay distinct from each other
 * on white and readable as thin bars (a Tableau-10–like set, slightly deepened for contrast).
 */
export const CHART_PALETTE: readonly string[] = [
  '#1d4f91',
  '#e07b20',
  '#2f855a',
  '#c53030',
  '#7b5ea7',
  '#8c5a3c',
  '#d45d9e',
  '#5f6b7a',
  '#a3a215',
  '#1c9aa8',
];

/** The palette colour of series `index` (SPEC §9: cycling after the tenth). */
export function paletteColor(index: number): string {
  const n = CHART_PALETTE.length;
  return CHART_PALETTE[((index % n) + n) % n] as string;
}

/** Goal colours of the monthly chart (SPEC §2: green at or above the goal, red below). */
export const GOAL_COLORS = { above: '#2f855a', below: '#c53030' } as const;
