/**
 * The report screens' tests open a screen the same way (P55: ReportPage, bulletinLinks and
 * ReportWorkerFailure had each written it): memory ports over the tiny fixture and the demo
 * accounts, the report API running in-thread behind the ReportClient interface (what the worker
 * does in fixture mode through the shared store), a demo account signed in.
 */
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import tinyFixture from '../../../fixtures/tiny.json';
import type { Ports } from '../../core/ports';
import { usersDatabase } from '../../core/testing/builders';
import { signIn, watchAuth } from '../../shared/session';
import { createTestPorts, renderWithProviders } from '../../testing/render';
import type { ReportClient } from '../../../workers/client';
import { createReportApi } from '../../../workers/reportApi';
import type { ReportClientFactory } from './ReportClientContext';
import { ReportClientProvider, ReportPage } from './index';

/** Memory ports over the tiny fixture (today 2026-11-21) and the demo accounts. */
export const reportPorts = (): Ports => createTestPorts({ ...tinyFixture, ...usersDatabase() });

/** A report client running the report API in-thread over `ports`' repos. */
export function inThreadClient(ports: Ports): ReportClient {
  return {
    ...createReportApi({ invoices: ports.invoices, catalog: ports.catalog }),
    terminate: () => undefined,
  };
}

export interface OpenReportOptions {
  /** Default: reportPorts(). */
  ports?: Ports;
  /** Calls of the in-thread client replaced (e.g. one that fails, or waits). */
  overrides?: Partial<ReportClient>;
  /** The screen's workers (default: the in-thread client, with `overrides`). */
  create?: ReportClientFactory;
}

/**
 * Report `report`'s screen (`/reports/{report}`'s ReportPage), `email` signed in with the demo
 * password; resolves once the session is signed in. `api` is the in-thread client without the
 * overrides (an override may call it), `client` the one the screen is given.
 */
export async function openReportAs(
  email: string,
  report: string,
  { ports = reportPorts(), overrides = {}, create }: OpenReportOptions = {},
) {
  const api = inThreadClient(ports);
  const client: ReportClient = { ...api, ...overrides };
  const view = renderWithProviders(
    <ReportClientProvider create={create ?? (async () => client)}>
      <ReportPage id={report} />
    </ReportClientProvider>,
    { ports },
  );
  view.store.dispatch(watchAuth());
  await act(async () => {
    await view.store.dispatch(signIn({ email, password: 'demo123' }));
  });
  await waitFor(() => expect(view.store.getState().session.status).toBe('signedIn'));
  return { ...view, ports, api, client };
}
