// @vitest-environment jsdom
/**
 * Issue 22 (P24): a by-type insight names every team tied at the top percentage, each with its
 * own value, under 'Empate entre N equipes'; without a tie it reads as before.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ByTypeRow, ReportHandle } from '../../../workers/contract';
import { ByTypeBody } from './ChartBodies';

const row = (teamId: string, aloj: number, total: number): ByTypeRow => ({
  id: 0,
  teamId,
  teamName: `Equipe ${teamId.slice(-2)}`,
  fatTotalCents: total,
  deslocamentoCents: 0,
  alojamentoCents: aloj,
  prodOuDisponCents: total - aloj,
  deslocamentoPercent: 0,
  alojamentoPercent: Math.round((aloj / total) * 1000) / 10,
  prodOuDisponPercent: Math.round(((total - aloj) / total) * 1000) / 10,
});

// Equipe 01: 250,00 of 1000,00 = 25,0 % Alojamento; Equipe 03: 500,00 of 2000,00 = 25,0 %.
// The Produção insight below is a hand-made single leader: the screen shows what the handle says.
const teams = [row('ORCDISTBA01', 25000, 100000), row('ORCDISTBA03', 50000, 200000)];
const handle: ReportHandle<'by-type'> = {
  kind: 'by-type',
  run: 1,
  total: 2,
  globalFactor: 1.6568,
  fileName: 'relatorio-por-tipo-2026-11-21.csv',
  teams,
  footer: {
    fatTotalCents: 300000,
    deslocamentoCents: 0,
    alojamentoCents: 75000,
    prodOuDisponCents: 225000,
    deslocamentoPercent: 0,
    alojamentoPercent: 25,
    prodOuDisponPercent: 75,
  },
  insights: {
    alojamento: {
      teamId: 'ORCDISTBA01',
      teamName: 'Equipe 01',
      percent: 25,
      valueCents: 25000,
      tiedWith: [{ teamId: 'ORCDISTBA03', teamName: 'Equipe 03', valueCents: 50000 }],
    },
    deslocamento: null,
    prodOuDispon: {
      teamId: 'ORCDISTBA01',
      teamName: 'Equipe 01',
      percent: 75,
      valueCents: 75000,
      tiedWith: [],
    },
  },
};

const insight = (title: string) =>
  screen.getAllByTestId('insight').find((c) => c.textContent?.includes(title)) as HTMLElement;
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('by-type insights', () => {
  it('a tie names every tied team with its value', () => {
    render(<ByTypeBody handle={handle} />);
    const card = insight('Maior Alojamento');
    expect(card).toHaveAttribute('data-tie', 'true');
    expect(within(card).getByText('Empate entre 2 equipes')).toBeInTheDocument();
    expect(within(card).getByText('Equipe 01')).toBeInTheDocument();
    expect(within(card).getByText('Equipe 03')).toBeInTheDocument();
    expect(text(card)).toContain('R$ 250,00');
    expect(text(card)).toContain('R$ 500,00');
    expect(text(card)).toContain('25,0% do faturamento cada');
  });

  it('a single leader reads as one team, its share and value', () => {
    render(<ByTypeBody handle={handle} />);
    const card = insight('Maior Produção/Dispon.');
    expect(card).toHaveAttribute('data-tie', 'false');
    expect(within(card).queryByText(/Empate/)).toBeNull();
    expect(text(card)).toContain('Equipe 01');
    expect(text(card)).not.toContain('Equipe 03');
    expect(text(card)).toContain('75,0% do faturamento · R$ 750,00');
    expect(text(insight('Maior Deslocamento'))).toContain('Sem dados no período');
  });
});
