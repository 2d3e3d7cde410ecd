/** SVG axes rendered by React from D3-computed ticks (STYLE.md habit 7: no D3 selections). */

const AXIS_COLOR = '#9aa5b1';
const GRID_COLOR = '#e4e8ee';
const TEXT_COLOR = '#52606d';

export interface Tick {
  value: number | string;
  /** Offset along the axis, in px inside the plot. */
  offset: number;
  label: string;
}

/** A left value axis with horizontal grid lines across the plot and an optional title. */
export function AxisLeft({
  ticks,
  plotWidth,
  plotHeight,
  title,
  titleOffset = 60,
}: {
  ticks: readonly Tick[];
  plotWidth: number;
  plotHeight: number;
  title?: string;
  /** Distance of the rotated title left of the axis line (px). */
  titleOffset?: number;
}) {
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <g key={String(tick.value)} transform={`translate(0,${tick.offset})`}>
          <line x2={plotWidth} stroke={GRID_COLOR} />
          <text x={-8} dy="0.32em" textAnchor="end" fontSize={11} fill={TEXT_COLOR}>
            {tick.label}
          </text>
        </g>
      ))}
      <line y2={plotHeight} stroke={AXIS_COLOR} />
      {title && (
        <text
          transform="rotate(-90)"
          x={-plotHeight / 2}
          y={-titleOffset}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill={TEXT_COLOR}
        >
          {title}
        </text>
      )}
    </g>
  );
}

/** A bottom category axis at the foot of the plot, with an optional title below the labels. */
export function AxisBottom({
  ticks,
  plotWidth,
  plotHeight,
  title,
}: {
  ticks: readonly Tick[];
  plotWidth: number;
  plotHeight: number;
  title?: string;
}) {
  return (
    <g transform={`translate(0,${plotHeight})`} aria-hidden="true">
      <line x2={plotWidth} stroke={AXIS_COLOR} />
      {ticks.map((tick) => (
        <g key={String(tick.value)} transform={`translate(${tick.offset},0)`}>
          <line y2={5} stroke={AXIS_COLOR} />
          <text y={18} textAnchor="middle" fontSize={11} fill={TEXT_COLOR}>
            {tick.label}
          </text>
        </g>
      ))}
      {title && (
        <text
          x={plotWidth / 2}
          y={38}
          textAnchor="middle"
          fontSize={12}
          fontWeight={600}
          fill={TEXT_COLOR}
        >
          {title}
        </text>
      )}
    </g>
  );
}
