/**
 * P7: reports read each team's period (InvoiceRepo.listForPeriod), not its whole history, and
 * still count every bulletin D6 dates in the period: the ten CSVs are byte for byte those of
 * whole-team reads (what P1 did), on the generated demo data, which holds text-dated,
 * header-dated and numeric-text-dated bulletins (fixtures EDGE_CASES).
 */
import { invoiceDate, parseIsoDate } from '../src/core/dates';
import { REPORT_IDS } from '../src/core/reports';
import { FIXED_TEAMS } from '../src/core/teams';
import type { InvoiceRepo } from '../src/core/ports';
import { createMemoryCatalogRepo } from '../adapters/memory/catalogRepo';
import { createMemoryInvoiceRepo } from '../adapters/memory/invoiceRepo';
import { createLocalTreeStore } from '../adapters/memory/treeStore';
import { generateFixture } from '../fixtures/generator';
import { createReportApi } from './reportApi';

const TODAY = '2026-11-21';

describe('reports over period reads (P7)', () => {
  const json = generateFixture({ size: 'demo', today: TODAY });
  const store = createLocalTreeStore(json);
  const invoices = createMemoryInvoiceRepo(store);
  const catalog = createMemoryCatalogRepo(store);
  const today = parseIsoDate(TODAY) as number;

  /** The same repo, but every period read answers the whole team (P1's reads). */
  const wholeTeams: InvoiceRepo = {
    ...invoices,
    listForPeriod: (team) => invoices.listAll(team),
  };

  it('the demo data holds the legacy date forms the period read must not lose', () => {
    const all = Object.values(json.forms).flatMap((team) => Object.values(team));
    const text = all.filter((i) => typeof i.date === 'string');
    const missing = all.filter((i) => i.date === undefined || i.date === null);
    expect(text.length).toBeGreaterThan(0);
    expect(missing.length).toBeGreaterThan(0);
    expect(text.some((i) => invoiceDate(i) !== null)).toBe(true);
    expect(missing.some((i) => invoiceDate(i) !== null)).toBe(true);
  });

  it.each(REPORT_IDS)(
    '%s: the CSV of period reads is the CSV of whole-team reads',
    async (kind) => {
      const request = { teams: FIXED_TEAMS, today };
      const bounded = createReportApi({ invoices, catalog });
      const whole = createReportApi({ invoices: wholeTeams, catalog });
      const read = vi.spyOn(invoices, 'listForPeriod');
      await bounded.generate(kind, request);
      await whole.generate(kind, request);
      const a = await bounded.exportCsv(kind);
      const b = await whole.exportCsv(kind);
      expect(new TextDecoder().decode(a.buffer)).toBe(new TextDecoder().decode(b.buffer));
      // And the bounded run really read less than the whole history.
      const boundedCount = (
        await Promise.all(read.mock.results.map((r) => r.value as Promise<unknown[]>))
      ).reduce((sum, entries) => sum + entries.length, 0);
      const wholeCount = (await Promise.all(FIXED_TEAMS.map((t) => invoices.listAll(t)))).reduce(
        (sum, entries) => sum + entries.length,
        0,
      );
      expect(boundedCount).toBeGreaterThan(0);
      expect(boundedCount).toBeLessThan(wholeCount);
      read.mockRestore();
    },
  );
});
