// @vitest-environment jsdom
/**
 * Issue 22: the monthly chart's 'Meta' label never overlaps a bar. Measured at 600 px (stubbed):
 * margins left 76, right 44, so the plot is 480 px wide; the label starts right of it.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoalBarChart } from './GoalBarChart';
import type { GoalBar } from './GoalBarChart';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 220,
    top: 0,
    left: 0,
    right: 600,
    bottom: 220,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
afterEach(() => vi.restoreAllMocks());

const LABELS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];

function chart(values: number[], goal: number) {
  const bars: GoalBar[] = values.map((value, i) => ({
    label: LABELS[i] as string,
    value,
    status: value >= goal ? 'above' : 'below',
  }));
  const { container } = render(
    <GoalBarChart
      bars={bars}
      goal={goal}
      goalLabel="Meta"
      renderTooltip={() => null}
      ariaLabel="Faturamento mensal"
    />,
  );
  const label = container.querySelector('[data-testid="goal-label"]') as SVGTextElement;
  const rects = Array.from(container.querySelectorAll('rect[data-status]'));
  return { label, rects };
}

describe('the monthly Meta label', () => {
  it('sits right of the plot, beside the goal line, when the last bar is exactly at the goal', () => {
    // Every month at 124000 = the goal: the bars reach the line along its whole length.
    const { label, rects } = chart(new Array<number>(12).fill(124000), 124000);
    expect(label.textContent).toBe('Meta');
    expect(label.getAttribute('text-anchor')).toBe('start');
    const labelX = Number(label.getAttribute('x'));
    // Plot 600 − 76 − 44 = 480 px wide; the label starts 6 px beyond it.
    expect(labelX).toBe(486);
    const rightmostBar = Math.max(
      ...rects.map((r) => Number(r.getAttribute('x')) + Number(r.getAttribute('width'))),
    );
    expect(rightmostBar).toBeLessThanOrEqual(480);
    expect(labelX).toBeGreaterThan(rightmostBar);
    // Vertically centred on the line (y = the top bar's top: the goal is the domain's top).
    expect(label.getAttribute('y')).toBe(rects[11]?.getAttribute('y'));
    expect(label.getAttribute('dy')).toBe('0.32em');
  });

  it('also when bars pass the goal: still outside the plot', () => {
    const { label } = chart([0, 50000, 200000, 124000, 0, 0, 0, 0, 0, 0, 0, 130000], 124000);
    expect(Number(label.getAttribute('x'))).toBe(486);
  });
});
