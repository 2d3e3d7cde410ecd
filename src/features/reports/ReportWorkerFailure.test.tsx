// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ports } from '../../core/ports';
import { SCREEN_TEST_OPTIONS } from '../../testing/render';
import { wrapReportWorker } from '../../../workers/client';
import type { ReportClient, ReportWorkerEndpoint } from '../../../workers/client';
import type { ReportClientFactory } from './ReportClientContext';
import { inThreadClient, openReportAs, reportPorts } from './testData';

/** A report worker that takes every call and answers none, until it dies (an `error` event). */
function hungWorker() {
  const worker = Object.assign(new EventTarget(), {
    postMessage: vi.fn(),
    terminate: vi.fn(),
  }) satisfies ReportWorkerEndpoint;
  return { worker, die: () => worker.dispatchEvent(new Event('error')) };
}

/** The paid-summary screen, its workers made by `create`, the supervisor signed in. */
const openReportScreen = (ports: Ports, create: ReportClientFactory) =>
  openReportAs('superv@demo.local', 'paid-summary', { ports, create });

/**
 * The report screen whose first worker dies in the middle of Gerar Relatório; every later
 * worker is the report API in-thread over the screen's own InvoiceRepo.
 */
async function screenWithDyingWorker() {
  const ports = reportPorts();
  const first = hungWorker();
  const healthy = inThreadClient(ports);
  const create = vi.fn(async () =>
    create.mock.calls.length === 1 ? wrapReportWorker(first.worker) : healthy,
  );
  await openReportScreen(ports, create);
  return { create, first };
}

describe('a report worker that dies', SCREEN_TEST_OPTIONS, () => {
  beforeEach(() => {
    // D8: the tiny fixture is built for today = 2026-11-21.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    // The screen logs the failure for developers; the user sees the alert.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('mid-report: the error and Tentar novamente, which runs the report again on a new worker', async () => {
    const user = userEvent.setup();
    const { create, first } = await screenWithDyingWorker();
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    expect(await screen.findByTestId('report-loading')).toBeInTheDocument();
    expect(first.worker.postMessage).toHaveBeenCalled();

    first.die();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar dados do relatório.');
    expect(screen.queryByTestId('report-loading')).toBeNull();
    expect(first.worker.terminate).toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    // The same report (superv's four teams, D40: one row each and the Total), on a new worker.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 + 1);
    expect(create).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Erro ao carregar dados do relatório.')).toBeNull();
  });

  it('a worker that could not start: the error, and Tentar novamente starts another', async () => {
    const user = userEvent.setup();
    const ports = reportPorts();
    const create = vi.fn(async (): Promise<ReportClient> => {
      if (create.mock.calls.length === 1) throw new Error('report worker script blocked');
      return inThreadClient(ports);
    });
    await openReportScreen(ports, create);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar dados do relatório.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // Gerar Relatório comes back once the new worker is up.
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 + 1);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
