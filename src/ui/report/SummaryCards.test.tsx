// @vitest-environment jsdom
/** Issue 22: the summary cards come in even rows (the daily eight: 4 + 4 at 1366 px, not 6 + 2). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards, cardColumns } from './SummaryCards';

describe('cardColumns', () => {
  it('one row when the cards fit', () => {
    expect(cardColumns(3, 6)).toBe(3);
    expect(cardColumns(8, 8)).toBe(8);
    expect(cardColumns(1, 2)).toBe(1);
  });

  it('else the fewest rows, as even as they come', () => {
    expect(cardColumns(8, 6)).toBe(4); // 4 + 4 (lg, 1366 px)
    expect(cardColumns(8, 4)).toBe(4); // 4 + 4 (md)
    expect(cardColumns(8, 3)).toBe(3); // 3 + 3 + 2 (sm)
    expect(cardColumns(8, 2)).toBe(2); // 2 + 2 + 2 + 2
    expect(cardColumns(7, 6)).toBe(4); // 4 + 3
    expect(cardColumns(5, 4)).toBe(3); // 3 + 2
    expect(cardColumns(9, 4)).toBe(3); // 3 + 3 + 3
    expect(cardColumns(13, 6)).toBe(5); // 5 + 5 + 3
  });

  it('never zero columns', () => {
    expect(cardColumns(0, 6)).toBe(1);
    expect(cardColumns(4, 0)).toBe(1); // at least one a row
  });
});

describe('SummaryCards', () => {
  it('shows every card in a named section', () => {
    render(
      <SummaryCards
        label="Resumo"
        cards={[
          { label: 'Total de Boletins', value: '12' },
          { label: 'Valor', value: 'R$ 1,00', detail: 'x' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Resumo' })).toBeInTheDocument();
    expect(screen.getAllByTestId('summary-card')).toHaveLength(2);
  });

  it('issue 24: pending, each card keeps its label and lines, figures as skeletons', () => {
    const cards = [
      { label: 'Pagos', value: '7', detail: 'R$ 141,00' },
      { label: 'Valor', value: 'R$ 1,00' },
    ];
    const { container } = render(<SummaryCards label="Resumo" cards={cards} pending />);
    expect(screen.getAllByTestId('summary-card')).toHaveLength(2);
    expect(screen.getByText('Pagos')).toBeInTheDocument();
    // No figure is shown before the result: a zero would read as data.
    expect(screen.queryByText('7')).toBeNull();
    expect(screen.queryByText('R$ 141,00')).toBeNull();
    // The value line of each card and the detail line of the card that has one: 3 skeletons.
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
    expect(screen.getAllByTestId('summary-card-value')).toHaveLength(2);
  });
});
