// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterBlock } from './FilterBlock';
import { filterFeatures, initialFilters } from './reportFilters';
import type { ReportFilters } from './reportFilters';

const TEAMS = ['ORCDISTBA01', 'ORCDISTBA02'];

/** The filter block of a report kind, holding its own filters as ReportPage does. */
const TODAY = Date.UTC(2026, 2, 10);

function Harness({ kind, seen }: { kind: 'daily' | 'monthly'; seen: ReportFilters[] }) {
  const [filters, setFilters] = useState(() => initialFilters(TEAMS, TODAY));
  seen.push(filters);
  return (
    <FilterBlock
      allTeams={TEAMS}
      filters={filters}
      features={filterFeatures(kind)}
      today={TODAY}
      onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      onGenerate={() => undefined}
      onExport={() => undefined}
      onExportXlsx={() => undefined}
      loading={false}
      exportDisabled={false}
      canExport={false}
      validation={null}
      onDismissValidation={() => undefined}
    />
  );
}

describe('goal inputs (SPEC §2, §5; issue 16: typed as pt-BR)', () => {
  it('are text fields that show the amount they read, so "2,5" and "1.234,56" are what they say', async () => {
    const user = userEvent.setup();
    render(<Harness kind="daily" seen={[]} />);
    const daily = screen.getByRole('textbox', { name: 'Meta diária (R$)' });
    expect(daily).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('Usada: R$ 5.000,00')).toBeInTheDocument();
    expect(screen.getByText('Usada: R$ 120.000,00')).toBeInTheDocument();
    await user.clear(daily);
    await user.type(daily, '1.234,56');
    expect(screen.getByText('Usada: R$ 1.234,56')).toBeInTheDocument();
    await user.clear(daily);
    await user.type(daily, '2,5');
    expect(screen.getByText('Usada: R$ 2,50')).toBeInTheDocument();
  });

  it('refuse a non-numeric, ambiguous "5.000", negative or empty goal under the field (issue 22)', async () => {
    const user = userEvent.setup();
    render(<Harness kind="monthly" seen={[]} />);
    const monthly = screen.getByRole('textbox', { name: 'Meta mensal (R$)' });
    for (const typed of ['abc', '5.000', '-5']) {
      await user.clear(monthly);
      await user.type(monthly, typed);
      expect(monthly).toHaveAccessibleDescription('Informe uma meta válida (zero ou maior).');
      expect(monthly).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(monthly);
    expect(monthly).toHaveAccessibleDescription('Informe uma meta válida (zero ou maior).');
    await user.type(monthly, '0');
    expect(monthly).toHaveAccessibleDescription('Usada: R$ 0,00');
    expect(monthly).toHaveAttribute('aria-invalid', 'false');
  });

  it('step with the arrow keys (daily 100, maximum 1000), never below 0', async () => {
    const user = userEvent.setup();
    const seen: ReportFilters[] = [];
    render(<Harness kind="daily" seen={seen} />);
    await user.click(screen.getByRole('textbox', { name: 'Meta diária (R$)' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(seen.at(-1)?.dailyGoal).toBe('5200');
    await user.click(screen.getByRole('textbox', { name: 'Meta máxima (R$)' }));
    await user.keyboard('{ArrowDown}');
    expect(seen.at(-1)?.maxGoal).toBe('119000');
    const daily = screen.getByRole('textbox', { name: 'Meta diária (R$)' });
    await user.clear(daily);
    await user.type(daily, '50{ArrowDown}');
    expect(seen.at(-1)?.dailyGoal).toBe('0');
  });
});

describe('quick periods (issue 22)', () => {
  it('set both dates in one click, and the pressed one is the period shown', async () => {
    const user = userEvent.setup();
    const seen: ReportFilters[] = [];
    render(<Harness kind="daily" seen={seen} />);
    // 10/03/2026 lies in the cycle 26/02–25/03 (MAR), which is the default period.
    const group = screen.getByRole('group', { name: 'Períodos rápidos' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ciclo atual' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Ciclo anterior' }));
    expect([seen.at(-1)?.from, seen.at(-1)?.to]).toEqual(['2026-01-26', '2026-02-25']);
    expect(screen.getByRole('button', { name: 'Ciclo anterior' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ciclo atual' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Últimos 3 ciclos' }));
    expect([seen.at(-1)?.from, seen.at(-1)?.to]).toEqual(['2025-12-26', '2026-03-25']);
    await user.click(screen.getByRole('button', { name: 'Ano atual' }));
    expect([seen.at(-1)?.from, seen.at(-1)?.to]).toEqual(['2025-12-26', '2026-03-25']);
    // Typing another date leaves no quick period pressed.
    const start = screen.getByLabelText('Data inicial');
    await user.clear(start);
    await user.type(start, '2026-01-02');
    for (const name of ['Ciclo atual', 'Ciclo anterior', 'Últimos 3 ciclos', 'Ano atual']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });
});

describe('export buttons', () => {
  it('say which export is being written, and both wait for it', () => {
    const props = {
      allTeams: TEAMS,
      filters: initialFilters(TEAMS, TODAY),
      features: filterFeatures('by-code'),
      today: TODAY,
      onChange: () => undefined,
      onGenerate: () => undefined,
      onExport: () => undefined,
      onExportXlsx: () => undefined,
      loading: false,
      canExport: true,
      validation: null,
      onDismissValidation: () => undefined,
    };
    const { rerender } = render(<FilterBlock {...props} exportDisabled={false} />);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
    rerender(<FilterBlock {...props} exportDisabled exportRunning="xlsx" />);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportando...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
  });
});
