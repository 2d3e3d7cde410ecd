import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { max } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { AxisBottom, AxisLeft } from './axes';
import type { Tick } from './axes';
import { ChartTooltip } from './ChartTooltip';
import type { TooltipAnchor } from './ChartTooltip';
import { formatAxisMoney } from './format';
import { paletteColor } from './palette';
import { useChartDimensions } from './useChartDimensions';

/** One team's series: a value in reais and a count per day (same order as `days`). */
export interface DailySeries {
  id: string;
  name: string;
  values: readonly number[];
  counts: readonly number[];
}

export interface DailyBarChartProps {
  /** The days of the period, labelled for the axis (dd/mm) and the tooltip (dd/mm/yyyy). */
  days: readonly { axisLabel: string; label: string }[];
  series: readonly DailySeries[];
  xTitle: string;
  yTitle: string;
  /** Tooltip text of one team's value and count ("R$ 1.234,56 · 3 Boletins"). */
  describe: (value: number, count: number) => string;
  emptyDayLabel: string;
  ariaLabel: string;
  height?: number;
}

const MARGINS = { top: 16, right: 16, bottom: 52, left: 92 };

/**
 * A grouped bar chart: one group per day, one bar per team in palette order (SPEC §2 'Faturamento
 * Diário por Equipe'). D3 computes the band and linear scales in useMemo; React draws the SVG.
 * Hovering a day shows each team's value and count of bulletins for that day.
 */
export function DailyBarChart({
  days,
  series,
  xTitle,
  yTitle,
  describe,
  emptyDayLabel,
  ariaLabel,
  height = 360,
}: DailyBarChartProps) {
  const [ref, dims] = useChartDimensions<HTMLDivElement>(height, MARGINS);
  const [hover, setHover] = useState<{ day: number; anchor: TooltipAnchor } | null>(null);

  const { x0, x1, y, yTicks, xTicks } = useMemo(() => {
    const dayIndexes = days.map((_, i) => i);
    const outer = scaleBand<number>()
      .domain(dayIndexes)
      .range([0, dims.boundedWidth])
      .paddingInner(0.18)
      .paddingOuter(0.08);
    const inner = scaleBand<number>()
      .domain(series.map((_, i) => i))
      .range([0, outer.bandwidth()])
      .padding(series.length > 1 ? 0.06 : 0);
    const top = max(series, (s) => max(s.values)) ?? 0;
    const value = scaleLinear()
      .domain([0, top > 0 ? top : 1])
      .nice()
      .range([dims.boundedHeight, 0]);
    const left: Tick[] = value.ticks(5).map((v) => ({
      value: v,
      offset: value(v),
      label: formatAxisMoney(v),
    }));
    // Thin the day labels so they never overlap (about 56 px per label).
    const every = Math.max(1, Math.ceil(days.length / Math.max(1, dims.boundedWidth / 56)));
    const bottom: Tick[] = dayIndexes
      .filter((i) => i % every === 0)
      .map((i) => ({
        value: i,
        offset: (outer(i) ?? 0) + outer.bandwidth() / 2,
        label: days[i]?.axisLabel ?? '',
      }));
    return { x0: outer, x1: inner, y: value, yTicks: left, xTicks: bottom };
  }, [days, series, dims.boundedWidth, dims.boundedHeight]);

  const onMove = (day: number) => (event: MouseEvent<SVGRectElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    setHover({ day, anchor: { x: event.clientX - box.left, y: event.clientY - box.top } });
  };

  const hovered = hover ? days[hover.day] : undefined;
  const hoveredTeams = hover
    ? series
        .map((s, i) => ({ s, i, value: s.values[hover.day] ?? 0, count: s.counts[hover.day] ?? 0 }))
        .filter((t) => t.value !== 0 || t.count !== 0)
    : [];

  return (
    <Box ref={ref} sx={{ position: 'relative', width: '100%' }}>
      {dims.width > 0 && (
        <svg width={dims.width} height={dims.height} role="img" aria-label={ariaLabel}>
          <g transform={`translate(${dims.left},${dims.top})`}>
            <AxisLeft
              ticks={yTicks}
              plotWidth={dims.boundedWidth}
              plotHeight={dims.boundedHeight}
              title={yTitle}
              titleOffset={MARGINS.left - 14}
            />
            {days.map((_, d) => {
              const groupX = x0(d) ?? 0;
              return (
                <g key={d} transform={`translate(${groupX},0)`}>
                  {hover?.day === d && (
                    <rect
                      x={-2}
                      width={x0.bandwidth() + 4}
                      height={dims.boundedHeight}
                      fill="#1d4f91"
                      opacity={0.06}
                    />
                  )}
                  {series.map((s, i) => {
                    const value = s.values[d] ?? 0;
                    if (value <= 0) return null;
                    const top = y(value);
                    return (
                      <rect
                        key={s.id}
                        x={x1(i) ?? 0}
                        y={top}
                        width={Math.max(1, x1.bandwidth())}
                        height={Math.max(0, dims.boundedHeight - top)}
                        fill={paletteColor(i)}
                        rx={x1.bandwidth() > 6 ? 2 : 0}
                      />
                    );
                  })}
                  <rect
                    width={x0.bandwidth()}
                    height={dims.boundedHeight}
                    fill="transparent"
                    onMouseMove={onMove(d)}
                    onMouseLeave={() => setHover(null)}
                    data-testid="daily-chart-day"
                  />
                </g>
              );
            })}
            <AxisBottom
              ticks={xTicks}
              plotWidth={dims.boundedWidth}
              plotHeight={dims.boundedHeight}
              title={xTitle}
            />
          </g>
        </svg>
      )}
      {hover && hovered && (
        <ChartTooltip anchor={hover.anchor} containerWidth={dims.width}>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {hovered.label}
          </Typography>
          {hoveredTeams.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {emptyDayLabel}
            </Typography>
          )}
          {hoveredTeams.map(({ s, i, value, count }) => (
            <Stack key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: 0.5,
                  bgcolor: paletteColor(i),
                  flex: 'none',
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {s.name}
              </Typography>
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'nowrap', ml: 'auto !important', pl: 1 }}
              >
                {describe(value, count)}
              </Typography>
            </Stack>
          ))}
        </ChartTooltip>
      )}
    </Box>
  );
}

/** The colour legend of a multi-series chart (palette order). */
export function SeriesLegend({ names }: { names: readonly string[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      {names.map((name, i) => (
        <Stack key={name} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: paletteColor(i) }} />
          <Typography variant="body2">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
