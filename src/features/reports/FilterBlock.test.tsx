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
function Harness({ kind, seen }: { kind: 'daily' | 'monthly'; seen: ReportFilters[] }) {
  const [filters, setFilters] = useState(() => initialFilters(TEAMS, Date.UTC(2026, 2, 10)));
  seen.push(filters);
  return (
    <FilterBlock
      allTeams={TEAMS}
      filters={filters}
      features={filterFeatures(kind)}
      onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      onGenerate={() => undefined}
      onExport={() => undefined}
      onExportXlsx={() => undefined}
      loading={false}
      exporting={false}
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

  it('say when a goal counts as 0: unreadable, ambiguous "5.000", negative', async () => {
    const user = userEvent.setup();
    render(<Harness kind="monthly" seen={[]} />);
    const monthly = screen.getByRole('textbox', { name: 'Meta mensal (R$)' });
    await user.clear(monthly);
    await user.type(monthly, 'abc');
    expect(
      screen.getByText('Não é um número: conta como 0. Ex.: 5000 ou 5.000,00'),
    ).toBeInTheDocument();
    expect(monthly).toHaveAttribute('aria-invalid', 'true');
    await user.clear(monthly);
    await user.type(monthly, '5.000');
    expect(
      screen.getByText('"5.000" é ambíguo: conta como 0. Escreva 5.000,00'),
    ).toBeInTheDocument();
    await user.clear(monthly);
    await user.type(monthly, '-5');
    expect(screen.getByText('Mínimo 0: conta como 0.')).toBeInTheDocument();
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
