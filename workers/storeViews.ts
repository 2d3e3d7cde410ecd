/**
 * The report views the shared fixture store keeps (fixture mode, P2): each team's invoices
 * already normalized (TeamColumns), so Gerar Relatório copies typed arrays from the store instead
 * of a year of bulletins as objects, and merges them. A report asks for its period (P7) and
 * receives only the invoices a period read returns. The store computes them in the background
 * once the fixture is loaded and again shortly after each write (only the teams written), so
 * they are ready before an admin asks; a view asked before that is computed on the spot. The
 * store's node identity keeps them exactly as fresh as a read (StoreView).
 */
import { GLOBAL_FACTOR_PATHS, resolveGlobalFactor } from '../src/core';
import type { DateRange } from '../src/core';
import type { FixtureStoreService, StoreView, TreeEntry } from '../adapters/memory';
import { BY_DATE, formsPath, toEntries } from '../adapters/memory/invoiceRepo';
import { columnsForPeriod, normalizeTeam } from './engine/teamColumns';
import type { TeamColumns } from './engine/teamColumns';

/** The name under which the store serves a team's normalized columns. */
export const TEAM_COLUMNS_VIEW = 'report-team-columns';

/** How long the store waits after a write before bringing the views up to date. */
const REWARM_DELAY_MS = 300;

/** forms/{team} → team. */
const teamOf = (path: string): string => path.slice(path.indexOf('/') + 1);

/** The views the app's fixture store hosts, by name. */
export const REPORT_VIEWS: Readonly<Record<string, StoreView>> = {
  [TEAM_COLUMNS_VIEW]: {
    // The whole team in the database's date order (InvoiceRepo.listAll), computed once and
    // kept; a report asks for a period (P7) and gets the share InvoiceRepo.listForPeriod
    // would read, in the same order.
    query: BY_DATE,
    compute(entries, path, factor) {
      const team = teamOf(path);
      return normalizeTeam(team, toEntries(team, entries as TreeEntry[]), Number(factor));
    },
    select(columns, period) {
      return columnsForPeriod(columns as TeamColumns, period as DateRange);
    },
  },
};

/**
 * Keeps every team's columns current for the catalog's factor (D2): after the load, and
 * REWARM_DELAY_MS after the last of a burst of writes.
 */
export function keepReportViewsWarm(service: FixtureStoreService): void {
  service
    .ready()
    .then((tree) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const warm = (): void => {
        const forms = tree.get('forms');
        const teams = forms && typeof forms === 'object' ? Object.keys(forms) : [];
        const factor = resolveGlobalFactor(GLOBAL_FACTOR_PATHS.map((path) => tree.get(path)));
        service.warm(TEAM_COLUMNS_VIEW, teams.map(formsPath), factor).catch(() => undefined);
      };
      // Called now and after every change anywhere (the factor lives outside forms/).
      tree.subscribe('', null, () => {
        clearTimeout(timer);
        timer = setTimeout(warm, REWARM_DELAY_MS);
      });
    })
    .catch(() => undefined); // The fixture did not load: clients hear that from open().
}
