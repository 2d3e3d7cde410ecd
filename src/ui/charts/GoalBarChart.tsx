import Box from '@mui/material/Box';
import { max } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { AxisBottom, AxisLeft } from './axes';
import type { Tick } from './axes';
import { ChartTooltip } from './ChartTooltip';
import type { TooltipAnchor } from './ChartTooltip';
import { formatAxisMoney } from './format';
import { GOAL_COLORS, GOAL_MARK_COLOR } from './palette';
import { chartFrameSx, useChartDimensions } from './useChartDimensions';

/** One month's bar: its label (JAN…DEZ), value in reais and status against the goal. */
export interface GoalBar {
  label: string;
  value: number;
  status: 'above' | 'below';
}

export interface GoalBarChartProps {
  bars: readonly GoalBar[];
  /** The goal in reais (a dashed reference line). */
  goal: number;
  goalLabel: string;
  renderTooltip: (bar: GoalBar) => ReactNode;
  ariaLabel: string;
  height?: number;
}

/** The right margin holds the goal line's label, outside the plot so no bar can cover it. */
const MARGINS = { top: 14, right: 44, bottom: 28, left: 76 };

/**
 * SPEC §2 monthly: 12 bars coloured by the goal (green at or above, red below) with the goal as a
 * dashed line, labelled in the right margin beside its end (never over a bar); a month's tooltip is React state (Faturamento, Meta, Status via renderTooltip).
 */
export function GoalBarChart({
  bars,
  goal,
  goalLabel,
  renderTooltip,
  ariaLabel,
  height = 220,
}: GoalBarChartProps) {
  const [ref, dims] = useChartDimensions<HTMLDivElement>(height, MARGINS);
  const [hover, setHover] = useState<{ index: number; anchor: TooltipAnchor } | null>(null);

  const { x, y, yTicks, xTicks } = useMemo(() => {
    const band = scaleBand<number>()
      .domain(bars.map((_, i) => i))
      .range([0, dims.boundedWidth])
      .padding(0.22);
    const top = Math.max(max(bars, (b) => b.value) ?? 0, goal, 1);
    const value = scaleLinear().domain([0, top]).nice().range([dims.boundedHeight, 0]);
    const left: Tick[] = value
      .ticks(4)
      .map((v) => ({ value: v, offset: value(v), label: formatAxisMoney(v) }));
    const bottom: Tick[] = bars.map((b, i) => ({
      value: i,
      offset: (band(i) ?? 0) + band.bandwidth() / 2,
      label: b.label,
    }));
    return { x: band, y: value, yTicks: left, xTicks: bottom };
  }, [bars, goal, dims.boundedWidth, dims.boundedHeight]);

  const onMove = (index: number) => (event: MouseEvent<SVGRectElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    setHover({ index, anchor: { x: event.clientX - box.left, y: event.clientY - box.top } });
  };
  const hovered = hover ? bars[hover.index] : undefined;
  const goalY = y(goal);

  return (
    <Box ref={ref} sx={chartFrameSx(height)}>
      {dims.width > 0 && (
        <svg width={dims.width} height={dims.height} role="img" aria-label={ariaLabel}>
          <g transform={`translate(${dims.left},${dims.top})`}>
            <AxisLeft
              ticks={yTicks}
              plotWidth={dims.boundedWidth}
              plotHeight={dims.boundedHeight}
            />
            {bars.map((bar, i) => {
              const top = y(Math.max(0, bar.value));
              return (
                <g key={bar.label + i}>
                  <rect
                    x={x(i) ?? 0}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(0, dims.boundedHeight - top)}
                    rx={2}
                    fill={GOAL_COLORS[bar.status]}
                    opacity={hover && hover.index !== i ? 0.55 : 1}
                    data-status={bar.status}
                  />
                  <rect
                    x={(x(i) ?? 0) - (x.step() - x.bandwidth()) / 2}
                    width={x.step()}
                    height={dims.boundedHeight}
                    fill="transparent"
                    onMouseMove={onMove(i)}
                    onMouseLeave={() => setHover(null)}
                    data-testid="monthly-chart-bar"
                  />
                </g>
              );
            })}
            {goal > 0 && (
              <g pointerEvents="none">
                <line
                  x2={dims.boundedWidth}
                  y1={goalY}
                  y2={goalY}
                  stroke={GOAL_MARK_COLOR}
                  strokeWidth={1.5}
                  strokeDasharray="6 4"
                />
                <text
                  x={dims.boundedWidth + 6}
                  y={goalY}
                  dy="0.32em"
                  textAnchor="start"
                  fontSize={11}
                  fontWeight={600}
                  fill={GOAL_MARK_COLOR}
                  data-testid="goal-label"
                >
                  {goalLabel}
                </text>
              </g>
            )}
            <AxisBottom
              ticks={xTicks}
              plotWidth={dims.boundedWidth}
              plotHeight={dims.boundedHeight}
            />
          </g>
        </svg>
      )}
      {hover && hovered && (
        <ChartTooltip anchor={hover.anchor} containerWidth={dims.width}>
          {renderTooltip(hovered)}
        </ChartTooltip>
      )}
    </Box>
  );
}
