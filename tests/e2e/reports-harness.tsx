/**
 * A development harness for the report screens (screenshots before the routes are wired): the
 * real composition root in fixture mode, the real report worker over the shared fixture store,
 * signed in as the demo admin. Open /tests/e2e/reports-harness.html?report=daily under `vite`.
 */
import { createRoot } from 'react-dom/client';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/App';
import { compose } from '../../src/app/composition';
import { signIn, watchAuth } from '../../src/shared/session';
import { makeStore } from '../../src/app/store';
import { ReportClientProvider, ReportPage } from '../../src/features/reports';
import { createReportClient } from '../../workers/client';
import { LocalizedTheme } from '../../src/ui/localizedTheme';

const params = new URLSearchParams(location.search);
const report = params.get('report') ?? 'general';
const email = params.get('user') ?? 'admin@demo.local';

const composition = compose(import.meta.env);
if (composition.status !== 'ready') throw new Error('incomplete configuration');
const { ports, services, mode, settings } = composition;
const store = makeStore(ports, { settings: { mode, ...settings } });
// The App's watcher mounts later; this one moves the session to signedIn meanwhile.
store.dispatch(watchAuth());
await store.dispatch(signIn({ email, password: 'demo123' }));
await new Promise<void>((resolve) => {
  const check = () => store.getState().session.status === 'signedIn' && resolve();
  store.subscribe(check);
  check();
});

const create = async () => {
  const client = createReportClient();
  const port = await services.createStorePort?.();
  if (!port) throw new Error('no store port');
  await client.configure({ mode: 'fixture', port });
  return client;
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <App store={store} services={services} location={memoryLocation({ path: '/' }).hook}>
    <LocalizedTheme>
      <ReportClientProvider create={create}>
        <ReportPage id={report} />
      </ReportClientProvider>
    </LocalizedTheme>
  </App>,
);
