/**
 * D47 on every report that has text columns: a stored text that a spreadsheet would take for a
 * formula is written with a leading apostrophe, then quoted by D23 when it must be; `-` alone
 * stays; numbers, dates, headers and footer labels never change. The expected cells are written
 * by hand from the stored values below.
 */
import { dayRange, parseIsoDate } from '../../src/core/dates';
import type { Invoice, InvoiceEntry } from '../../src/core/model';
import { CSV_CELLS, formulaSafe } from '../csv';
import { buildDataset } from '../engine/dataset';
import { resolveParams } from '../load';
import type { ReportKind } from '../contract';
import { runReport } from './index';
import { csvLines } from '../testSupport';

// A team id that is a formula with quotes (D32 names a non-ORCDISTBA team by its id).
const TEAM = '=HYPERLINK("http://x")';
const TEAM_CELL = '"\'=HYPERLINK(""http://x"")"';
// A second team whose id starts with TAB (ids are not trimmed; the engine's texts are).
const TAB_TEAM = '\tEQ';
const TAB_TEAM_CELL = '"\'\tEQ"';

const TODAY = parseIsoDate('2026-11-21') as number;

/** One bulletin of 10/11/2026, checked, viewed and with a pedido on its first line. */
function invoice(id: string): Invoice {
  return {
    id,
    date: Date.UTC(2026, 10, 10),
    sent_status: 'true_opened',
    checked: true,
    checked_closed: 'true_false',
    viewedByFat: true,
    header: {
      project: '+55 71',
      title: '-2+3',
      pms: '@SUM(A1)',
      os: '=A1;B1',
      city: '=cidade',
      si: '+123',
      sector: '@setor',
      date: '10/11/2026',
    },
    services: [
      {
        code: '=C1',
        activity: '+serv',
        description: '-desc',
        unid: '@UN',
        pedido: '=P1',
        price: 10,
        quantity: 2,
        factor: 1,
      },
      {
        code: '-7',
        activity: '@x',
        description: '=d',
        unid: '-',
        pedido: '-',
        price: 5,
        quantity: 1,
        factor: 1,
      },
    ],
  } as Invoice;
}

const ENTRIES: InvoiceEntry[] = [
  { team: TEAM, key: 'k1', invoice: invoice('=1+1') },
  { team: TAB_TEAM, key: 'k2', invoice: { ...invoice('-'), services: [] } as Invoice },
];

function lines(kind: ReportKind, teams: readonly string[] = [TEAM]): string[] {
  const data = buildDataset(ENTRIES, teams, 1.6568);
  const base = resolveParams({ teams, today: TODAY });
  const period = dayRange(parseIsoDate('2026-10-26') as number, TODAY);
  return csvLines(runReport(kind, data, { ...base, period }));
}

describe('D47: the CSV cell of a text', () => {
  it('gets an apostrophe when it starts with = + - @ TAB CR or LF, then D23 quoting', () => {
    expect(CSV_CELLS.text('=SOMA(1)')).toBe("'=SOMA(1)");
    expect(CSV_CELLS.text('+1')).toBe("'+1");
    expect(CSV_CELLS.text('-1')).toBe("'-1");
    expect(CSV_CELLS.text('@A')).toBe("'@A");
    expect(CSV_CELLS.text('\tA')).toBe("'\tA");
    expect(CSV_CELLS.text('\rA')).toBe('"\'\rA"');
    expect(CSV_CELLS.text('\nA')).toBe('"\'\nA"');
    expect(CSV_CELLS.text('=A;"B"')).toBe('"\'=A;""B"""');
    expect(CSV_CELLS.team('@EQ')).toBe('"\'@EQ"');
  });

  it('leaves `-` alone (the empty pedido, D39), and every other text', () => {
    expect(CSV_CELLS.text('-')).toBe('-');
    expect(CSV_CELLS.text('')).toBe('');
    expect(CSV_CELLS.text('A=1')).toBe('A=1');
    expect(CSV_CELLS.text(' =1')).toBe(' =1');
    expect(CSV_CELLS.text("'=1")).toBe("'=1");
    expect(formulaSafe('--')).toBe("'--");
  });

  it('never touches numbers, dates or flags, even negative ones', () => {
    expect(CSV_CELLS.cents(-500)).toBe('-5,00');
    expect(CSV_CELLS.quantity(-2)).toBe('-2,00');
    expect(CSV_CELLS.factor(-1)).toBe('-1,0000');
    expect(CSV_CELLS.percent(-3)).toBe('-3');
    expect(CSV_CELLS.date(Date.UTC(2026, 10, 10))).toBe('10/11/2026');
  });
});

describe('D47 on every report with text columns', () => {
  it('general: ID, Equipe, Projeto, Título, PMS, OS and Município', () => {
    expect(lines('general')).toEqual([
      'ID;Equipe;Projeto;Título;PMS;OS;Município;Data;Valor Total;Corrigido;Pago;Status',
      `'=1+1;${TEAM_CELL};'+55 71;'-2+3;'@SUM(A1);"'=A1;B1";'=cidade;10/11/2026;25,00;Sim;Não;Visualizado`,
    ]);
  });

  it('by-code: Planilha, Pedido, Código, Serviço, Projeto, Mun., PES, OS and Setor; `-` stays', () => {
    const invoiceCells = `'+55 71;'=cidade;'+123;"'=A1;B1";'@setor`;
    expect(lines('by-code')).toEqual([
      'Planilha;Pedido;Data;Código;Serviço;Qtd;Valor;Projeto;Mun.;PES;OS;Setor;Total Parc.',
      // D22: by code, then date: '-7' before '=C1' (D33 text order).
      `'=1+1;-;10/11/2026;'-7;'@x;1,00;5,00;${invoiceCells};5,00`,
      `'=1+1;'=P1;10/11/2026;'=C1;'+serv;2,00;10,00;${invoiceCells};20,00`,
    ]);
  });

  it('by-team: Equipe, ID (Planilha), Projeto, Título, PMS, OS and Município', () => {
    expect(lines('by-team')).toEqual([
      'Equipe;Data;ID (Planilha);Projeto;Título;PMS;OS;Município;Valor',
      `${TEAM_CELL};10/11/2026;'=1+1;'+55 71;'-2+3;'@SUM(A1);"'=A1;B1";'=cidade;25,00`,
    ]);
  });

  it('paid: ID, Título, PES, PMS and Município', () => {
    expect(lines('paid')).toEqual([
      'ID;Título;PES;PMS;Município;Data;Valor (R$);Valor Pago (R$)',
      `'=1+1;'-2+3;'+123;'@SUM(A1);'=cidade;10/11/2026;25,00;20,00`,
    ]);
  });

  it('faturamento-real: Equipe, N Planilha, Código, Serviço and UND; `-` stays', () => {
    expect(lines('faturamento-real')).toEqual([
      'Data;Equipe;N Planilha (ID);Código;Serviço;QTD.;Preço;UND;Fator;Total Parcial',
      `10/11/2026;${TEAM_CELL};'=1+1;'-7;'@x;1,00;5,00;-;1,0000;5,00`,
      `10/11/2026;${TEAM_CELL};'=1+1;'=C1;'+serv;2,00;10,00;'@UN;1,0000;20,00`,
    ]);
  });

  it('coelba: Planilhas, Código, Pedido, Descrição, Unid, PES and Município; footer labels stay', () => {
    // Itens do Contrato is the constant 4600035150 (no stored text reaches it).
    expect(lines('coelba')).toEqual([
      'Planilhas;Código;Pedido;Descrição do Serviço;Itens do Contrato;Unid;Qtd;Preço;Fator;Total;PES;Município',
      `'=1+1;'-7;-;'=d;4600035150;-;001,00;5,00;1,0000;5,00;'+123;'=cidade`,
      `'=1+1;'=C1;'=P1;'-desc;4600035150;'@UN;002,00;10,00;1,0000;20,00;'+123;'=cidade`,
      'Total;;;;;;;;;25,00;;',
      'Total Pagos;;;;;;;;;20,00;;',
      'Total sem pedidos;;;;;;;;;5,00;;',
    ]);
  });

  it('the per-team reports: Equipe (paid-summary, daily, monthly, by-type); footer labels stay', () => {
    // D33 text order puts TAB before '='; daily ranks by value (25,00 first).
    const teams = [TAB_TEAM, TEAM];
    const summary = lines('paid-summary', teams);
    expect(summary.slice(1).map((l) => l.split(';')[0])).toEqual([
      TAB_TEAM_CELL,
      TEAM_CELL,
      'Total',
    ]);
    const daily = lines('daily', teams);
    expect(daily.slice(1).map((l) => l.split(';').slice(0, 2).join(';'))).toEqual([
      `1;${TEAM_CELL}`,
      `2;${TAB_TEAM_CELL}`,
      ';Total Geral', // D42: the label sits in the Equipe column
    ]);
    for (const kind of ['monthly', 'by-type'] as const) {
      expect(
        lines(kind, teams)
          .slice(1, 3)
          .map((l) => l.split(';')[0]),
      ).toEqual([TAB_TEAM_CELL, TEAM_CELL]);
    }
  });

  it('the second bulletin, whose ID is `-` alone, keeps it (general)', () => {
    expect(lines('general', [TAB_TEAM])[1]?.split(';').slice(0, 2)).toEqual(['-', TAB_TEAM_CELL]);
  });
});
