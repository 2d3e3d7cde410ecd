/**
 * The app's SharedWorker (fixture mode, P2): the shared fixture store of adapters/memory, plus
 * the report views it keeps ready for the report workers (storeViews.ts).
 */
import { hostFixtureStore } from '../adapters/memory/fixtureStoreHost';
import { REPORT_VIEWS, keepReportViewsWarm } from './storeViews';

keepReportViewsWarm(hostFixtureStore(REPORT_VIEWS));
