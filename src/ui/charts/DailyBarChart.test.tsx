// @vitest-environment jsdom
/**
 * Issue 22: the daily chart's empty state (message, sane axis, no NaN), its goal marks, and the
 * legend: toggle buttons (aria-pressed, Enter/Space) and hover/focus highlight. The chart is
 * measured at 800 px (jsdom has no layout: getBoundingClientRect is stubbed); plot 800 − 92 − 16
 * = 692 px wide, 360 − 16 − 52 = 292 px high.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DailyBarChart } from './DailyBarChart';
import type { DailyBarChartProps, DailyGroup, DailySeries } from './DailyBarChart';
import { CHART_PALETTE } from './palette';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 800,
    height: 400,
    top: 0,
    left: 0,
    right: 800,
    bottom: 400,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => vi.restoreAllMocks());

const group = (axisLabel: string, goal: number): DailyGroup => ({
  axisLabel,
  label: `${axisLabel}/2026`,
  goal,
});

function renderChart(props: Partial<DailyBarChartProps> & { series: DailySeries[] }) {
  return render(
    <DailyBarChart
      groups={[group('26/10', 5000), group('27/10', 5000), group('01/11', 0)]}
      xTitle="Data"
      yTitle="Valor (R$)"
      describe={(v, n) => `${v} · ${n}`}
      emptyGroupLabel="Sem faturamento neste dia"
      emptyLabel="Nenhum dado no período."
      goalLabel="Meta diária por equipe"
      legendLabel="Equipes no gráfico"
      ariaLabel="Gráfico"
      {...props}
    />,
  );
}

const svgAttributes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('svg *')).flatMap((el) =>
    Array.from(el.attributes).map((a) => `${el.tagName} ${a.name}=${a.value}`),
  );
const yLabels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('text[text-anchor="end"]')).map((t) => t.textContent);

describe('empty daily chart', () => {
  const none: DailySeries[] = [
    { id: 'A', name: 'Equipe 01', values: [0, 0, 0], counts: [0, 0, 0] },
  ];

  it("says 'Nenhum dado no período.' over an axis from R$ 0 to the goal, without NaN", () => {
    const { container } = renderChart({ series: none });
    expect(screen.getByText('Nenhum dado no período.')).toBeInTheDocument();
    // Domain 0..5000 (the day goal), five ticks a thousand apart.
    expect(yLabels(container)).toEqual([
      'R$ 0',
      'R$ 1.000',
      'R$ 2.000',
      'R$ 3.000',
      'R$ 4.000',
      'R$ 5.000',
    ]);
    expect(svgAttributes(container).filter((a) => /NaN|Infinity|undefined/.test(a))).toEqual([]);
    expect(container.querySelectorAll('rect[data-series]')).toHaveLength(0);
    // The two day goals of 5000 are marked at the top of the plot (y 0); Sunday's 0 is not.
    const goals = container.querySelectorAll('[data-testid="daily-chart-goal"]');
    expect(Array.from(goals).map((g) => g.getAttribute('y1'))).toEqual(['0', '0']);
  });

  it('without a goal either, the axis runs R$ 0 to R$ 100 in whole reais', () => {
    const { container } = renderChart({
      series: none,
      groups: [group('26/10', 0), group('27/10', 0)],
    });
    expect(yLabels(container)).toEqual(['R$ 0', 'R$ 20', 'R$ 40', 'R$ 60', 'R$ 80', 'R$ 100']);
    expect(svgAttributes(container).filter((a) => /NaN|Infinity/.test(a))).toEqual([]);
  });

  it('with any value, no message', () => {
    renderChart({ series: [{ ...none[0]!, values: [10, 0, 0], counts: [1, 0, 0] }] });
    expect(screen.queryByText('Nenhum dado no período.')).toBeNull();
  });
});

describe('legend', () => {
  // Two teams: A 2000 on 26/10, B 4000 on 26/10 and 1000 on 27/10.
  const series: DailySeries[] = [
    { id: 'A', name: 'Equipe 01', values: [2000, 0, 0], counts: [1, 0, 0] },
    { id: 'B', name: 'Equipe 02', values: [4000, 1000, 0], counts: [2, 1, 0] },
  ];
  const bars = (container: HTMLElement, id: string) =>
    Array.from(container.querySelectorAll(`rect[data-series="${id}"]`));

  it('items are toggle buttons in palette colours; a click hides and shows a team', async () => {
    const user = userEvent.setup();
    const { container } = renderChart({ series });
    const legend = screen.getByRole('group', { name: 'Equipes no gráfico' });
    const a = within(legend).getByRole('button', { name: 'Equipe 01' });
    const b = within(legend).getByRole('button', { name: 'Equipe 02' });
    expect(a).toHaveAttribute('aria-pressed', 'true');
    expect(bars(container, 'A').map((r) => r.getAttribute('fill'))).toEqual([CHART_PALETTE[0]]);
    expect(bars(container, 'B').map((r) => r.getAttribute('fill'))).toEqual([
      CHART_PALETTE[1],
      CHART_PALETTE[1],
    ]);
    await user.click(b);
    expect(b).toHaveAttribute('aria-pressed', 'false');
    expect(bars(container, 'B')).toHaveLength(0);
    // Only A's 2000 shown: the axis still reaches the day goal of 5000.
    expect(yLabels(container).at(-1)).toBe('R$ 5.000');
    await user.click(b);
    expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(bars(container, 'B')).toHaveLength(2);
  });

  it('Tab reaches the items, Enter and Space toggle them', async () => {
    const user = userEvent.setup();
    const { container } = renderChart({ series });
    await user.tab();
    const a = screen.getByRole('button', { name: 'Equipe 01' });
    expect(a).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(a).toHaveAttribute('aria-pressed', 'false');
    expect(bars(container, 'A')).toHaveLength(0);
    await user.keyboard(' ');
    expect(a).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Equipe 02' })).toHaveFocus();
    await user.keyboard(' ');
    expect(bars(container, 'B')).toHaveLength(0);
  });

  it('hovering or focusing an item fades the other teams; leaving restores them', async () => {
    const user = userEvent.setup();
    const { container } = renderChart({ series });
    const opacity = (id: string) => bars(container, id).map((r) => r.getAttribute('opacity'));
    expect([opacity('A'), opacity('B')]).toEqual([['1'], ['1', '1']]);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Equipe 02' }));
    expect([opacity('A'), opacity('B')]).toEqual([['0.18'], ['1', '1']]);
    fireEvent.mouseLeave(screen.getByRole('group', { name: 'Equipes no gráfico' }));
    expect(opacity('A')).toEqual(['1']);
    await user.tab(); // keyboard focus: Equipe 01
    expect([opacity('A'), opacity('B')]).toEqual([['1'], ['0.18', '0.18']]);
    await user.tab(); // Equipe 02
    expect([opacity('A'), opacity('B')]).toEqual([['0.18'], ['1', '1']]);
    await user.tab(); // out of the legend: nothing highlighted
    expect([opacity('A'), opacity('B')]).toEqual([['1'], ['1', '1']]);
  });
});
