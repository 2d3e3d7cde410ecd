/**
 * The six grid reports (general, by-code, by-team, coelba, paid, faturamento-real) in real
 * Chromium on the demo data, as the admin, in both modes (P50): generate for several teams,
 * cards against the report CLI's CSV for the same filters on the same database (fixture mode:
 * the demo each context generates; Firebase mode: a snapshot of the local database), a column
 * sorted asc then desc (the grid's first rows against the CLI's sorted CSV), a D21 search, and
 * Exportar CSV: BOM, header row, file name and the whole downloaded file byte-equal to the CLI's
 * output for the same filters, search and sort. By-code's and the general report's values are
 * also worked out by hand from the stored bulletins. Firebase mode alone: the global factor set
 * in the database (the console's edit) is the one every line without its own factor uses (P46).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from './support/browser';
import { FIREBASE, setStoredValue } from './support/mode';
import {
  browserToday,
  bulletinCents,
  bulletinsInPeriod,
  cardNumbers,
  clickHeader,
  column,
  databaseExportFile,
  exportCsv,
  generate,
  gridColumn,
  hasCode,
  hundredths,
  lineCents,
  openReportAs,
  parseCsv,
  plain,
  readCards,
  readExportFile,
  readPeriod,
  resultsGrid,
  runReportCli,
  search,
  startReportCli,
  selectTeams,
  storedGlobalFactor,
  storedLines,
  storedNumber,
  sumHundredths,
  toCents,
} from './support/reports';
import type { CliRun, ParsedCsv, StoredExport } from './support/reports';

// P50: each test starts from the seeded demo (Firebase mode) and fails on a refused request.
const session = browserPerTest();

const distinct = (values: readonly string[]) => new Set(values).size;
const count = (n: number) => n * 100;

interface TableCase {
  id: string;
  prefix: string;
  teams: string[];
  /** SPEC §2 / D24 header row, written out by hand. */
  header: string[];
  /** The expected cards (label → hundredths) worked out from the CSV rows. */
  cards: (csv: ParsedCsv) => Record<string, number>;
  /** Grid field and CLI key of the sorted column, the grid's id field and the CSV's. */
  sort?: { field: string; key: string; idField: string; idColumn: string; valueColumn: string };
  /** CSV column whose first value (accents and case removed, D21) is searched for. */
  searchColumn: string;
  /** Footer rows at the end of the CSV (Coelba's three), left out of the card sums. */
  footers?: number;
  /**
   * The default export's values worked out by hand from the stored bulletins of the period, as
   * [what the CSV shows, what the data gives].
   */
  byHand?: (csv: ParsedCsv, data: StoredExport, run: CliRun) => [unknown, unknown];
}

/** Values by bulletin id (each id's values sorted): what a CSV shows or the data gives. */
function byId(pairs: readonly (readonly [string, number])[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [id, value] of pairs) (out[id] ??= []).push(value);
  for (const values of Object.values(out)) values.sort((a, b) => a - b);
  return out;
}

/** The bulletins of the run's teams and period (D6, D10), with their stored ids. */
function storedBulletins(data: StoredExport, run: CliRun) {
  return run.teams.flatMap((team) =>
    bulletinsInPeriod(data, team, run.from as string, run.to as string),
  );
}

const CASES: TableCase[] = [
  {
    id: 'general',
    prefix: 'relatorio-geral-',
    teams: ['ORCDISTBA02', 'ORCDISTBA06', 'ORCDISTBA13'],
    header: [
      'ID',
      'Equipe',
      'Projeto',
      'Título',
      'PMS',
      'OS',
      'Município',
      'Data',
      'Valor Total',
      'Corrigido',
      'Pago',
      'Status',
    ],
    cards: (csv) => {
      const value = column(csv, 'Valor Total');
      const paid = column(csv, 'Pago');
      const checked = column(csv, 'Corrigido');
      const n = (flags: string[], v: string) => flags.filter((f) => f === v).length;
      return {
        'Total de Boletins': count(csv.rows.length),
        'Valor Total': sumHundredths(value),
        Pagos: count(n(paid, 'Sim')),
        'Não Pagos': count(n(paid, 'Não')),
        Corrigidos: count(n(checked, 'Sim')),
        'Não Corrigidos': count(n(checked, 'Não')),
      };
    },
    sort: {
      field: 'valueCents',
      key: 'valor',
      idField: 'invoiceId',
      idColumn: 'ID',
      valueColumn: 'Valor Total',
    },
    searchColumn: 'Município',
    // D5, D36: a bulletin's Valor Total is the sum of its coded lines' rounded totals, else
    // its stored total.
    byHand: (csv, data, run) => {
      const factor = storedGlobalFactor(data);
      const values = column(csv, 'Valor Total');
      return [
        byId(column(csv, 'ID').map((id, i) => [id, hundredths(values[i] as string)])),
        byId(storedBulletins(data, run).map((b) => [String(b.id), bulletinCents(b, factor)])),
      ];
    },
  },
  {
    id: 'by-code',
    prefix: 'relatorio-por-codigo-',
    teams: ['ORCDISTBA01', 'ORCDISTBA04', 'ORCDISTBA09', 'ORCDISTBA17'],
    header: [
      'Planilha',
      'Pedido',
      'Data',
      'Código',
      'Serviço',
      'Qtd',
      'Valor',
      'Projeto',
      'Mun.',
      'PES',
      'OS',
      'Setor',
      'Total Parc.',
    ],
    cards: (csv) => ({
      'Linhas de Serviço': count(csv.rows.length),
      'Códigos Únicos': count(distinct(column(csv, 'Código'))),
      'Boletins Únicos': count(distinct(column(csv, 'Planilha'))),
      'Quantidade Total': sumHundredths(column(csv, 'Qtd')),
      'Valor Total': sumHundredths(column(csv, 'Total Parc.')),
    }),
    sort: {
      field: 'quantity',
      key: 'quantidade',
      idField: 'planilha',
      idColumn: 'Planilha',
      valueColumn: 'Qtd',
    },
    searchColumn: 'Mun.',
    // One row per coded line (SPEC §2), its Total Parc. price × quantity × factor (D4, D5).
    byHand: (csv, data, run) => {
      const factor = storedGlobalFactor(data);
      const totals = column(csv, 'Total Parc.');
      return [
        byId(column(csv, 'Planilha').map((id, i) => [id, hundredths(totals[i] as string)])),
        byId(
          storedBulletins(data, run).flatMap((b) =>
            storedLines(b)
              .filter(hasCode)
              .map((l) => [String(b.id), lineCents(l, factor)] as const),
          ),
        ),
      ];
    },
  },
  {
    id: 'by-team',
    prefix: 'relatorio-por-equipe-',
    teams: ['ORCDISTBA03', 'ORCDISTBA07', 'ORCDISTBA12'],
    header: [
      'Equipe',
      'Data',
      'ID (Planilha)',
      'Projeto',
      'Título',
      'PMS',
      'OS',
      'Município',
      'Valor',
    ],
    cards: (csv) => {
      const teams = distinct(column(csv, 'Equipe'));
      const total = sumHundredths(column(csv, 'Valor'));
      return {
        'Total de Equipes': count(teams),
        'Total de Boletins': count(csv.rows.length),
        'Valor Total': total,
        // D30: averages over the teams with bulletins; one decimal on the card.
        'Média por Equipe': Math.round(total / teams),
        'Média de Boletins por Equipe': Math.round((csv.rows.length / teams) * 10) * 10,
      };
    },
    searchColumn: 'Município',
  },
  {
    id: 'coelba',
    prefix: 'relatorio-coelba-',
    teams: ['ORCDISTBA05', 'ORCDISTBA08', 'ORCDISTBA10'],
    header: [
      'Planilhas',
      'Código',
      'Pedido',
      'Descrição do Serviço',
      'Itens do Contrato',
      'Unid',
      'Qtd',
      'Preço',
      'Fator',
      'Total',
      'PES',
      'Município',
    ],
    footers: 3,
    cards: (csv) => ({
      'Total de Serviços': count(csv.rows.length),
      'Códigos Únicos': count(distinct(column(csv, 'Código'))),
      Municípios: count(distinct(column(csv, 'Município'))),
      'Quantidade Total': sumHundredths(column(csv, 'Qtd')),
      'Valor Total': sumHundredths(column(csv, 'Total')),
      'Itens Selecionados': 0,
    }),
    sort: {
      field: 'totalCents',
      key: 'total',
      idField: 'planilhas',
      idColumn: 'Planilhas',
      valueColumn: 'Total',
    },
    searchColumn: 'Município',
  },
  {
    id: 'paid',
    prefix: 'relatorio-pagos-',
    teams: ['ORCDISTBA01', 'ORCDISTBA11', 'ORCDISTBA14'],
    header: ['ID', 'Título', 'PES', 'PMS', 'Município', 'Data', 'Valor (R$)', 'Valor Pago (R$)'],
    cards: (csv) => {
      const paidValues = column(csv, 'Valor Pago (R$)');
      const withPayment = paidValues.filter((v) => hundredths(v) > 0).length;
      const total = sumHundredths(column(csv, 'Valor (R$)'));
      const paid = sumHundredths(paidValues);
      return {
        'Total de Boletins': count(csv.rows.length),
        'Com Pagamento': count(withPayment),
        'Sem Pagamento': count(csv.rows.length - withPayment),
        'Valor Total': total,
        'Valor Pago': paid,
        'Valor Pendente': total - paid,
      };
    },
    sort: {
      field: 'valueCents',
      key: 'totalValue',
      idField: 'invoiceId',
      idColumn: 'ID',
      valueColumn: 'Valor (R$)',
    },
    searchColumn: 'Município',
  },
  {
    id: 'faturamento-real',
    prefix: 'faturamento-real-',
    teams: ['ORCDISTBA02', 'ORCDISTBA15', 'ORCDISTBA16'],
    header: [
      'Data',
      'Equipe',
      'N Planilha (ID)',
      'Código',
      'Serviço',
      'QTD.',
      'Preço',
      'UND',
      'Fator',
      'Total Parcial',
    ],
    cards: (csv) => ({
      Linhas: count(csv.rows.length),
      'Quantidade Total': sumHundredths(column(csv, 'QTD.')),
      'Valor Total': sumHundredths(column(csv, 'Total Parcial')),
    }),
    sort: {
      field: 'totalCents',
      key: 'total',
      idField: 'invoiceId',
      idColumn: 'N Planilha (ID)',
      valueColumn: 'Total Parcial',
    },
    searchColumn: 'Código',
  },
];

/** The CSV without its footer rows (they are not data lines). */
function dataRows(csv: ParsedCsv, footers = 0): ParsedCsv {
  return { ...csv, rows: footers > 0 ? csv.rows.slice(0, -footers) : csv.rows };
}

/** Card numbers (hundredths) for the labels in `expected`. */
async function shownCards(p: Page, labels: readonly string[]): Promise<Record<string, number>> {
  const shown = await cardNumbers(p);
  return Object.fromEntries(labels.map((l) => [l, Math.round((shown[l] ?? NaN) * 100)]));
}

/** Asserts the downloaded CSV is the CLI's for `run`: name, BOM, header, bytes. */
async function expectExportEquals(p: Page, c: TableCase, run: CliRun): Promise<ParsedCsv> {
  // The CLI runs while the page exports.
  const cliBytes = runReportCli(run);
  const { fileName, bytes } = await exportCsv(p);
  const expected = await cliBytes;
  expect(fileName).toBe(`${c.prefix}${run.today}.csv`);
  const csv = parseCsv(bytes);
  expect(csv.bom).toBe(true);
  expect(csv.header).toEqual(c.header);
  expect(csv.endsWithCrlf).toBe(true);
  // One known total, read from both files: the value column's sum.
  const valueColumn = c.header.find((h) =>
    ['Valor Total', 'Total Parc.', 'Valor', 'Total', 'Valor (R$)', 'Total Parcial'].includes(h),
  ) as string;
  const cli = parseCsv(expected);
  expect(sumHundredths(column(dataRows(csv, c.footers), valueColumn))).toBe(
    sumHundredths(column(dataRows(cli, c.footers), valueColumn)),
  );
  expect(bytes.equals(expected)).toBe(true);
  return csv;
}

describe.each(CASES)('report $id as admin', (c) => {
  it('cards, sort asc/desc, search and the exported CSV match the CLI', async () => {
    const { page } = session;
    // The database this test reads, as the CLI's export (unchanged during the test).
    const input = await databaseExportFile();
    await openReportAs(page, 'admin@demo.local', c.id);
    const today = await browserToday(page);
    await selectTeams(page, c.teams);
    const { from, to } = await readPeriod(page);
    const base: CliRun = { kind: c.id, teams: c.teams, from, to, today, input };
    // The CLI runs this test compares with, started now: they go on while the page works.
    startReportCli(base);
    if (c.sort)
      for (const d of ['asc', 'desc']) startReportCli({ ...base, sort: `${c.sort.key}:${d}` });
    await generate(page);

    const all = parseCsv(await runReportCli(base));
    const expectedCards = c.cards(dataRows(all, c.footers));
    expect(all.rows.length).toBeGreaterThan(c.footers ?? 0);
    await expect
      .poll(() => shownCards(page, Object.keys(expectedCards)), { timeout: 15_000 })
      .toEqual(expectedCards);

    // Export in the default order (D22) first.
    const exported = await expectExportEquals(page, c, base);
    if (c.byHand) {
      const [shown, worked] = c.byHand(exported, readExportFile(input), base);
      expect(Object.keys(worked as object).length).toBeGreaterThan(0);
      expect(shown).toEqual(worked);
    }

    // Sort: the same header asc, then desc (SPEC §2), against the CLI's sorted output.
    let sorted: CliRun = base;
    if (c.sort) {
      const s = c.sort;
      for (const direction of ['asc', 'desc'] as const) {
        await clickHeader(page, s.field);
        sorted = { ...base, sort: `${s.key}:${direction}` };
        const cli = dataRows(parseCsv(await runReportCli(sorted)), c.footers);
        const ids = column(cli, s.idColumn).slice(0, 10);
        await expect.poll(() => gridColumn(page, s.idField), { timeout: 15_000 }).toEqual(ids);
        const values = column(cli, s.valueColumn).map(hundredths);
        for (let i = 1; i < values.length; i += 1) {
          const [a, b] = [values[i - 1] as number, values[i] as number];
          expect(direction === 'asc' ? a <= b : a >= b).toBe(true);
        }
        const shownValues = (await gridColumn(page, s.field)).map((v) =>
          Math.round(Number(v.replace(/[^\d,-]/g, '').replace(',', '.')) * 100),
        );
        expect(shownValues).toEqual(values.slice(0, shownValues.length));
      }
      const asc = column(
        dataRows(parseCsv(await runReportCli({ ...base, sort: `${s.key}:asc` }))),
        s.valueColumn,
      );
      const desc = column(dataRows(parseCsv(await runReportCli(sorted))), s.valueColumn);
      expect(asc).not.toEqual(desc);
    }

    // Search (D21: accents and case removed) over the sorted result.
    const term = plain(column(dataRows(all, c.footers), c.searchColumn)[0] as string);
    await search(page, term);
    const searched: CliRun = { ...sorted, search: term };
    const found = dataRows(parseCsv(await runReportCli(searched)), c.footers);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.length).toBeLessThanOrEqual(dataRows(all, c.footers).rows.length);
    const searchedCards = c.cards(found);
    await expect
      .poll(() => shownCards(page, Object.keys(searchedCards)), { timeout: 15_000 })
      .toEqual(searchedCards);
    await expectExportEquals(page, c, searched);
  });
});

describe('report by-team groups (SPEC §2: team grouping sortable by team, invoices or value)', () => {
  it('Valor sorts the groups and the grid asc then desc, and the export follows', async () => {
    const { page } = session;
    const input = await databaseExportFile();
    const teams = ['ORCDISTBA03', 'ORCDISTBA07', 'ORCDISTBA12', 'ORCDISTBA16'];
    await openReportAs(page, 'admin@demo.local', 'by-team');
    const today = await browserToday(page);
    await selectTeams(page, teams);
    const { from, to } = await readPeriod(page);
    await generate(page);
    const groups = page.getByRole('table', { name: 'Equipes' });
    const groupNames = () =>
      groups
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => (r.querySelector('td')?.textContent ?? '').trim()));
    const runSorted = (direction: 'asc' | 'desc'): CliRun => ({
      kind: 'by-team',
      teams,
      from,
      to,
      today,
      sort: `value:${direction}`,
      input,
    });
    for (const direction of ['asc', 'desc'] as const) startReportCli(runSorted(direction));
    for (const direction of ['asc', 'desc'] as const) {
      await groups.getByRole('button', { name: 'Valor' }).click();
      const run = runSorted(direction);
      const cli = parseCsv(await runReportCli(run));
      // Team order of the CSV: first appearance of each team.
      const order = [...new Set(column(cli, 'Equipe'))];
      await expect.poll(groupNames, { timeout: 15_000 }).toEqual(order);
      const ids = column(cli, 'ID (Planilha)').slice(0, 10);
      await expect.poll(() => gridColumn(page, 'invoiceId'), { timeout: 15_000 }).toEqual(ids);
      const { bytes } = await exportCsv(page);
      expect(bytes.equals(await runReportCli(run))).toBe(true);
    }
    expect((await readCards(page)).length).toBe(5);
  });
});

// P46: only Firebase mode has a console to set the stored factor with (fixture mode's store
// lives in the browser, generated with D2's default).
if (FIREBASE)
  describe('the global factor set in the database (P46, D2, SPEC §9)', () => {
    const TEAM = 'ORCDISTBA05';

    /** The by-code line shown for `code` of bulletin `id` (its grid cells' text). */
    async function shownLine(p: Page, id: string, code: string) {
      await search(p, code);
      const row = resultsGrid(p)
        .locator('[role="row"][data-id]')
        .filter({ has: p.locator('[data-field="planilha"]', { hasText: id }) })
        .filter({ has: p.locator('[data-field="code"]', { hasText: code }) });
      await row.first().waitFor({ timeout: 15_000 });
      const cell = async (field: string) =>
        ((await row.locator(`[data-field="${field}"]`).textContent()) ?? '').trim();
      return { rows: await row.count(), total: hundredths(await cell('totalCents')) };
    }

    it("defaults/currentFactor 2: 'Fator global: 2,0000', a line's Total Parc. is Valor × Qtd × 2, the CSV the CLI's; then D2's third path", async () => {
      const { page } = session;
      await setStoredValue('/defaults/currentFactor', 2);
      const input = await databaseExportFile();
      const data = readExportFile(input);
      expect(data.defaults?.currentFactor).toBe(2);

      await openReportAs(page, 'admin@demo.local', 'by-code');
      const today = await browserToday(page);
      await selectTeams(page, [TEAM]);
      const { from, to } = await readPeriod(page);
      const run: CliRun = { kind: 'by-code', teams: [TEAM], from, to, today, input };
      startReportCli(run);

      // A line of the period with no factor of its own, plain numbers, its code once in the
      // bulletin and rare in the team's period (so its row is on the searched page).
      const bulletins = bulletinsInPeriod(data, TEAM, from, to);
      const codeCount = new Map<string, number>();
      for (const b of bulletins)
        for (const l of storedLines(b).filter(hasCode))
          codeCount.set(String(l.code), (codeCount.get(String(l.code)) ?? 0) + 1);
      const picked = bulletins
        .flatMap((b) => storedLines(b).map((line) => ({ id: String(b.id), line, b })))
        .find(
          ({ line, b }) =>
            hasCode(line) &&
            storedNumber(line.factor) <= 0 &&
            typeof line.price === 'number' &&
            typeof line.quantity === 'number' &&
            (codeCount.get(String(line.code)) ?? 0) <= 3 &&
            storedLines(b).filter((l) => l.code === line.code).length === 1,
        );
      expect(picked).toBeDefined();
      const { id, line } = picked as NonNullable<typeof picked>;
      const code = String(line.code);
      const [price, quantity] = [line.price as number, line.quantity as number];
      // By hand: Valor × Qtd × 2, in cents.
      const atTwo = toCents(price * quantity * 2);

      await generate(page);
      await expect
        .poll(() => page.getByTestId('report-factor').textContent())
        .toBe('Fator global: 2,0000');

      // The export, the CLI's on the snapshot (factor 2), and the line's Total Parc. in it.
      const { bytes } = await exportCsv(page);
      expect(bytes.equals(await runReportCli(run))).toBe(true);
      const csv = parseCsv(bytes);
      const rowOf = csv.rows.filter(
        (r) => r[csv.header.indexOf('Planilha')] === id && r[csv.header.indexOf('Código')] === code,
      );
      expect(rowOf).toHaveLength(1);
      const cell = (name: string) => hundredths(rowOf[0]?.[csv.header.indexOf(name)] as string);
      expect({ valor: cell('Valor'), qtd: cell('Qtd'), total: cell('Total Parc.') }).toEqual({
        valor: toCents(price),
        qtd: toCents(quantity),
        total: atTwo,
      });
      // The screen's line too.
      expect(await shownLine(page, id, code)).toEqual({ rows: 1, total: atTwo });

      // D2: with no defaults/currentFactor, settings/currentFator (the typo) is the factor; the
      // next Gerar Relatório reads it (the live setting, SPEC §9).
      await setStoredValue('/defaults/currentFactor', null);
      await setStoredValue('/settings/currentFator', 1.5);
      await search(page, '');
      await generate(page);
      await expect
        .poll(() => page.getByTestId('report-factor').textContent())
        .toBe('Fator global: 1,5000');
      expect(await shownLine(page, id, code)).toEqual({
        rows: 1,
        total: toCents(price * quantity * 1.5),
      });
    });
  });
