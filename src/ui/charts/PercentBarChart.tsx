import Box from '@mui/material/Box';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { AxisBottom, AxisLeft } from './axes';
import type { Tick } from './axes';
import { ChartTooltip } from './ChartTooltip';
import type { TooltipAnchor } from './ChartTooltip';
import { formatAxisPercent } from './format';
import { paletteColor } from './palette';
import { chartFrameSx, useChartDimensions } from './useChartDimensions';

/** One bar: its axis label, percentage (0–100) and the text drawn above it. */
export interface PercentBar {
  label: string;
  percent: number;
  valueLabel: string;
  /** The bar's colour (default: the palette colour of its place). */
  color?: string;
}

export interface PercentBarChartProps {
  bars: readonly PercentBar[];
  renderTooltip: (bar: PercentBar) => ReactNode;
  ariaLabel: string;
  height?: number;
}

const MARGINS = { top: 22, right: 8, bottom: 28, left: 44 };

/**
 * SPEC §2 by-type: one chart per team with three bars on a fixed 0–100% scale (so the teams'
 * charts compare at a glance); palette colours in bar order.
 */
export function PercentBarChart({
  bars,
  renderTooltip,
  ariaLabel,
  height = 200,
}: PercentBarChartProps) {
  const [ref, dims] = useChartDimensions<HTMLDivElement>(height, MARGINS);
  const [hover, setHover] = useState<{ index: number; anchor: TooltipAnchor } | null>(null);

  const { x, y, yTicks, xTicks } = useMemo(() => {
    const band = scaleBand<number>()
      .domain(bars.map((_, i) => i))
      .range([0, dims.boundedWidth])
      .padding(0.3);
    const value = scaleLinear().domain([0, 100]).range([dims.boundedHeight, 0]);
    const left: Tick[] = [0, 25, 50, 75, 100].map((v) => ({
      value: v,
      offset: value(v),
      label: formatAxisPercent(v),
    }));
    const bottom: Tick[] = bars.map((b, i) => ({
      value: i,
      offset: (band(i) ?? 0) + band.bandwidth() / 2,
      label: b.label,
    }));
    return { x: band, y: value, yTicks: left, xTicks: bottom };
  }, [bars, dims.boundedWidth, dims.boundedHeight]);

  const onMove = (index: number) => (event: MouseEvent<SVGRectElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    setHover({ index, anchor: { x: event.clientX - box.left, y: event.clientY - box.top } });
  };
  const hovered = hover ? bars[hover.index] : undefined;

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
              const top = y(Math.min(100, Math.max(0, bar.percent)));
              const left = x(i) ?? 0;
              return (
                <g key={bar.label}>
                  <rect
                    x={left}
                    y={top}
                    width={x.bandwidth()}
                    height={Math.max(0, dims.boundedHeight - top)}
                    rx={2}
                    fill={bar.color ?? paletteColor(i)}
                  />
                  <text
                    x={left + x.bandwidth() / 2}
                    y={top - 5}
                    textAnchor="middle"
                    fontSize={11}
                    fontWeight={600}
                    fill="#1f2933"
                  >
                    {bar.valueLabel}
                  </text>
                  <rect
                    x={left}
                    width={x.bandwidth()}
                    height={dims.boundedHeight}
                    fill="transparent"
                    onMouseMove={onMove(i)}
                    onMouseLeave={() => setHover(null)}
                  />
                </g>
              );
            })}
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
