import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { max } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { AxisBottom, AxisLeft } from './axes';
import type { Tick } from './axes';
import { ChartTooltip } from './ChartTooltip';
import type { TooltipAnchor } from './ChartTooltip';
import { formatAxisMoney } from './format';
import { GOAL_MARK_COLOR, paletteColor } from './palette';
import { chartFrameSx, useChartDimensions } from './useChartDimensions';

/** One team's series: a value in reais and a count per bar group (same order as `groups`). */
export interface DailySeries {
  id: string;
  name: string;
  values: readonly number[];
  counts: readonly number[];
}

/** One bar group: a day, or a week (P23). */
export interface DailyGroup {
  /** Short axis label (dd/mm). */
  axisLabel: string;
  /** The tooltip's title (a date, or a week's first and last day). */
  label: string;
  /** The tooltip's second line (what a bar is, the goal). */
  detail?: string;
  /** The goal of one team's bar in this group, in reais (a dashed mark; none when 0). */
  goal: number;
}

export interface DailyBarChartProps {
  groups: readonly DailyGroup[];
  series: readonly DailySeries[];
  xTitle: string;
  yTitle: string;
  /** Tooltip text of one team's value and count ("R$ 1.234,56 · 3 Boletins"). */
  describe: (value: number, count: number) => string;
  /** Tooltip text of a group without any value. */
  emptyGroupLabel: string;
  /** Centred in the plot when no series has any value ('Nenhum dado no período.'). */
  emptyLabel: string;
  /** The goal marks' legend entry ('Meta por equipe'). */
  goalLabel: string;
  /** The legend's name (a group of toggle buttons). */
  legendLabel: string;
  ariaLabel: string;
  height?: number;
}

const MARGINS = { top: 16, right: 16, bottom: 52, left: 92 };

/** The y axis of a chart without values or goals: R$ 0 to R$ 100 (whole-real ticks). */
const EMPTY_TOP = 100;

/** The opacity of the series that are not highlighted (legend hover or focus). */
const FADED = 0.18;

/**
 * A grouped bar chart: one group per day (or week, P23), one bar per team in palette order
 * (SPEC §2 'Faturamento Diário por Equipe'), each group's goal as a dashed mark. D3 computes the
 * band and linear scales in useMemo; React draws the SVG. The legend's items are toggle buttons
 * (Tab, Enter/Space; aria-pressed = shown); hovering or focusing one highlights its team.
 * Hovering a group shows each shown team's value and count of bulletins.
 */
export function DailyBarChart({
  groups,
  series,
  xTitle,
  yTitle,
  describe,
  emptyGroupLabel,
  emptyLabel,
  goalLabel,
  legendLabel,
  ariaLabel,
  height = 360,
}: DailyBarChartProps) {
  const [ref, dims] = useChartDimensions<HTMLDivElement>(height, MARGINS);
  const [hover, setHover] = useState<{ group: number; anchor: TooltipAnchor } | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  // The team under the pointer in the legend, and the one focused from the keyboard there.
  const [pointed, setPointed] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const highlight = pointed ?? focused;
  // A click focuses its button too: that focus (a mouse's) highlights nothing once it leaves.
  const byPointer = useRef(false);

  const shown = useMemo(
    () => series.map((s, i) => ({ s, i })).filter(({ s }) => !hidden.has(s.id)),
    [series, hidden],
  );
  const empty = series.every((s) => s.values.every((v) => !(v > 0)));

  const { x0, x1, y, yTicks, xTicks } = useMemo(() => {
    const groupIndexes = groups.map((_, i) => i);
    const outer = scaleBand<number>()
      .domain(groupIndexes)
      .range([0, dims.boundedWidth])
      .paddingInner(0.18)
      .paddingOuter(0.08);
    const inner = scaleBand<number>()
      .domain(shown.map(({ i }) => i))
      .range([0, outer.bandwidth()])
      .padding(shown.length > 1 ? 0.06 : 0);
    const top = Math.max(
      max(shown, ({ s }) => max(s.values)) ?? 0,
      max(groups, (g) => g.goal) ?? 0,
    );
    const value = scaleLinear()
      .domain([0, top > 0 ? top : EMPTY_TOP])
      .nice()
      .range([dims.boundedHeight, 0]);
    const left: Tick[] = value
      .ticks(5)
      .filter((v) => Number.isInteger(v))
      .map((v) => ({ value: v, offset: value(v), label: formatAxisMoney(v) }));
    // Thin the group labels so they never overlap (about 56 px per label).
    const every = Math.max(1, Math.ceil(groups.length / Math.max(1, dims.boundedWidth / 56)));
    const bottom: Tick[] = groupIndexes
      .filter((i) => i % every === 0)
      .map((i) => ({
        value: i,
        offset: (outer(i) ?? 0) + outer.bandwidth() / 2,
        label: groups[i]?.axisLabel ?? '',
      }));
    return { x0: outer, x1: inner, y: value, yTicks: left, xTicks: bottom };
  }, [groups, shown, dims.boundedWidth, dims.boundedHeight]);

  const onMove = (group: number) => (event: MouseEvent<SVGRectElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    setHover({ group, anchor: { x: event.clientX - box.left, y: event.clientY - box.top } });
  };
  const toggle = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const hovered = hover ? groups[hover.group] : undefined;
  const hoveredTeams = hover
    ? shown
        .map(({ s, i }) => ({
          s,
          i,
          value: s.values[hover.group] ?? 0,
          count: s.counts[hover.group] ?? 0,
        }))
        .filter((t) => t.value !== 0 || t.count !== 0)
    : [];
  // A hidden team (just toggled off from the keyboard, still focused) highlights nothing.
  const lit = highlight !== null && !hidden.has(highlight) ? highlight : null;
  const opacityOf = (id: string) => (lit === null || lit === id ? 1 : FADED);

  return (
    <Box>
      <Stack
        role="group"
        aria-label={legendLabel}
        direction="row"
        sx={{ flexWrap: 'wrap', columnGap: 0.5, rowGap: 0.25, mb: 1.5, alignItems: 'center' }}
        onMouseLeave={() => setPointed(null)}
      >
        {series.map((s, i) => {
          const on = !hidden.has(s.id);
          return (
            <ButtonBase
              key={s.id}
              aria-pressed={on}
              onClick={() => toggle(s.id)}
              onMouseEnter={() => setPointed(s.id)}
              onMouseDown={() => (byPointer.current = true)}
              onFocus={() => {
                if (!byPointer.current) setFocused(s.id);
                byPointer.current = false;
              }}
              onBlur={() => setFocused(null)}
              data-testid="chart-legend-item"
              data-color={paletteColor(i)}
              sx={{
                gap: 0.75,
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: 0.5,
                  boxSizing: 'border-box',
                  border: `2px solid ${paletteColor(i)}`,
                  bgcolor: on ? paletteColor(i) : 'transparent',
                }}
              />
              <Typography
                variant="body2"
                component="span"
                sx={
                  on
                    ? { color: 'text.primary' }
                    : { color: 'text.secondary', textDecoration: 'line-through' }
                }
              >
                {s.name}
              </Typography>
            </ButtonBase>
          );
        })}
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', px: 0.75, ml: 1 }}>
          <Box
            aria-hidden="true"
            sx={{ width: 22, height: 0, borderTop: `2px dashed ${GOAL_MARK_COLOR}` }}
          />
          <Typography variant="body2" component="span">
            {goalLabel}
          </Typography>
        </Stack>
      </Stack>
      <Box ref={ref} sx={chartFrameSx(height)}>
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
              {groups.map((group, g) => {
                const groupX = x0(g) ?? 0;
                const goalY = y(group.goal);
                return (
                  <g key={g} transform={`translate(${groupX},0)`}>
                    {hover?.group === g && (
                      <rect
                        x={-2}
                        width={x0.bandwidth() + 4}
                        height={dims.boundedHeight}
                        fill="#1d4f91"
                        opacity={0.06}
                      />
                    )}
                    {shown.map(({ s, i }) => {
                      const value = s.values[g] ?? 0;
                      if (!(value > 0)) return null;
                      const top = y(value);
                      return (
                        <rect
                          key={s.id}
                          x={x1(i) ?? 0}
                          y={top}
                          width={Math.max(1, x1.bandwidth())}
                          height={Math.max(0, dims.boundedHeight - top)}
                          fill={paletteColor(i)}
                          opacity={opacityOf(s.id)}
                          rx={x1.bandwidth() > 6 ? 2 : 0}
                          data-series={s.id}
                        />
                      );
                    })}
                    {group.goal > 0 && (
                      <line
                        x1={-1}
                        x2={x0.bandwidth() + 1}
                        y1={goalY}
                        y2={goalY}
                        stroke={GOAL_MARK_COLOR}
                        strokeWidth={1.5}
                        strokeDasharray="4 3"
                        pointerEvents="none"
                        data-testid="daily-chart-goal"
                      />
                    )}
                    <rect
                      width={x0.bandwidth()}
                      height={dims.boundedHeight}
                      fill="transparent"
                      onMouseMove={onMove(g)}
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
        {dims.width > 0 && empty && (
          <Box
            sx={{
              position: 'absolute',
              top: dims.top,
              left: dims.left,
              width: dims.boundedWidth,
              height: dims.boundedHeight,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              pointerEvents: 'none',
            }}
          >
            <Typography
              color="textSecondary"
              sx={{ bgcolor: 'background.paper', px: 1.5, py: 0.5, borderRadius: 1 }}
              data-testid="daily-chart-empty"
            >
              {emptyLabel}
            </Typography>
          </Box>
        )}
        {hover && hovered && (
          <ChartTooltip anchor={hover.anchor} containerWidth={dims.width}>
            <Typography variant="subtitle2">{hovered.label}</Typography>
            {hovered.detail && (
              <Typography variant="caption" component="p" color="textSecondary" sx={{ mb: 0.5 }}>
                {hovered.detail}
              </Typography>
            )}
            {hoveredTeams.length === 0 && (
              <Typography variant="body2" color="textSecondary">
                {emptyGroupLabel}
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
    </Box>
  );
}
