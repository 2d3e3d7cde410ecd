/**
 * The report screens (SPEC §2): the app renders `<ReportPage id={report.id} />` for each
 * /reports/{id} route, inside a `ReportClientProvider` whose factory answers a configured
 * ReportClient (see docs/reports-ui.md).
 */
export { ReportPage } from './ReportPage';
export { ReportClientProvider } from './ReportClientContext';
export type { ReportClientFactory } from './ReportClientContext';
