/** Shared D3 charts (STYLE.md habit 7): D3 computes, React renders the SVG. */
export { CHART_PALETTE, GOAL_COLORS, GOAL_MARK_COLOR, paletteColor } from './palette';
export { boundDimensions, useChartDimensions } from './useChartDimensions';
export type { ChartDimensions, ChartMargins } from './useChartDimensions';
export { DailyBarChart } from './DailyBarChart';
export type { DailyBarChartProps, DailyGroup, DailySeries } from './DailyBarChart';
export { GoalBarChart } from './GoalBarChart';
export type { GoalBar, GoalBarChartProps } from './GoalBarChart';
export { PercentBarChart } from './PercentBarChart';
export type { PercentBar, PercentBarChartProps } from './PercentBarChart';
export { formatAxisMoney, formatAxisPercent } from './format';
