/**
 * Issue 17: a report worker keeps each team's normalized bulletins while the team's stamp
 * (InvoiceRepo.teamRevision) is unchanged, so a Gerar Relatório after another reads only the
 * teams written since, and still shows every live edit: its CSV is the CSV of a worker that
 * reads everything afresh.
 */
import { parseIsoDate } from '../src/core/dates';
import { FIXED_TEAMS } from '../src/core/teams';
import type { ActingUser } from '../src/core/workflow';
import { deleteInvoice } from '../src/core/usecases/invoices';
import { createMemoryCatalogRepo } from '../adapters/memory/catalogRepo';
import { createMemoryInvoiceRepo } from '../adapters/memory/invoiceRepo';
import { createLocalTreeStore } from '../adapters/memory/treeStore';
import { generateFixture } from '../fixtures/generator';
import { createReportApi } from './reportApi';

const TODAY = '2026-11-21';
const ADMIN: ActingUser = {
  uid: 'uAdmin',
  name: 'Ana Admin',
  email: 'admin@demo.local',
  role: 'admin',
  checker: 'Ana Admin',
};

describe('a report worker keeps unchanged teams between reports (issue 17)', () => {
  afterEach(() => vi.restoreAllMocks());
  const store = createLocalTreeStore(generateFixture({ size: 'demo', today: TODAY }));
  const invoices = createMemoryInvoiceRepo(store);
  const catalog = createMemoryCatalogRepo(store);
  const request = { teams: FIXED_TEAMS, today: parseIsoDate(TODAY) as number };
  const csvOf = async (api: ReturnType<typeof createReportApi>) =>
    new TextDecoder().decode((await api.exportCsv('by-code')).buffer);
  /** The CSV of a worker that has kept nothing: every team read now. */
  const fresh = async () => {
    const api = createReportApi({ invoices, catalog });
    await api.generate('by-code', request);
    return csvOf(api);
  };

  it('reads no team again while nothing changed, then only the team written, and shows the write', async () => {
    const api = createReportApi({ invoices, catalog });
    const read = vi.spyOn(invoices, 'listForPeriod');
    await api.generate('by-code', request);
    expect(read).toHaveBeenCalledTimes(FIXED_TEAMS.length);
    const first = await csvOf(api);

    read.mockClear();
    await api.generate('by-code', request);
    expect(read).not.toHaveBeenCalled();
    expect(await csvOf(api)).toBe(first);

    // An admin deletes a bulletin of one team that the report shows (its planilha starts rows).
    const team = FIXED_TEAMS[0] as string;
    const entries = await invoices.listAll(team);
    const gone = entries.find((e) => first.includes(`\n${e.invoice.id};`));
    if (!gone) throw new Error(`no bulletin of ${team} in the report`);
    const outcome = await deleteInvoice(invoices, gone, ADMIN, null, '');
    expect(outcome).toEqual({ ok: true });

    read.mockClear();
    await api.generate('by-code', request);
    expect(read.mock.calls.map(([t]) => t)).toEqual([team]);
    const after = await csvOf(api);
    expect(after).not.toContain(`\n${gone.invoice.id};`);
    expect(after).toBe(await fresh());
  });

  it('a new period or factor is read again, not taken from what was kept', async () => {
    const api = createReportApi({ invoices, catalog });
    await api.generate('by-code', request);
    const read = vi.spyOn(invoices, 'listForPeriod');
    const earlier = { ...request, today: parseIsoDate('2026-09-10') as number };
    await api.generate('by-code', earlier);
    expect(read).toHaveBeenCalledTimes(FIXED_TEAMS.length);
    read.mockClear();
    // P46: the factor is the stored one; a new stored factor is a new normalization.
    vi.spyOn(catalog, 'globalFactor').mockResolvedValue(2);
    const twice = await api.generate('by-code', earlier);
    expect(twice.globalFactor).toBe(2);
    expect(read).toHaveBeenCalledTimes(FIXED_TEAMS.length);
  });
});
