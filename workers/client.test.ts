/**
 * The report worker client never leaves a call pending: when the worker dies or never loads,
 * every pending call rejects with the Portuguese ReportWorkerError and later calls reject at
 * once, without reaching the (dead) worker.
 */
import * as Comlink from 'comlink';
import { REPORT_WORKER_GONE, isReportWorkerError, wrapReportWorker } from './client';
import type { ReportWorkerEndpoint } from './client';
import { LIFE_LOCK_HELD, holdLifeLock } from './life';
import type { LifeLocks } from './life';
import type { ReportApi } from './reportApi';

const TODAY = Date.UTC(2026, 10, 21);

/**
 * A worker's face (events, terminate) over a MessageChannel whose other end serves `api` with
 * Comlink. `die` ends it as a crash would: it answers nothing more.
 */
function fakeWorker(api: Partial<ReportApi>) {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(api, port2);
  port1.start();
  const events = new EventTarget();
  const sent: unknown[] = [];
  let alive = true;
  const endpoint: ReportWorkerEndpoint = {
    postMessage(message: unknown, transfer?: Transferable[]) {
      sent.push(message);
      if (alive) port1.postMessage(message, transfer ?? []);
    },
    addEventListener(type, listener, options) {
      if (type === 'message') port1.addEventListener(type, listener as never, options);
      else events.addEventListener(type, listener as EventListener, options);
    },
    removeEventListener(type, listener, options) {
      if (type === 'message') port1.removeEventListener(type, listener as never, options);
      else events.removeEventListener(type, listener as EventListener, options);
    },
    terminate: vi.fn(() => {
      alive = false;
    }),
  };
  return {
    endpoint,
    sent,
    /** The worker stops answering; `event` is what the browser fires, if anything. */
    die(event?: 'error' | 'messageerror') {
      alive = false;
      port2.close();
      if (event) events.dispatchEvent(new Event(event));
    },
    fire: (event: 'error' | 'messageerror') => events.dispatchEvent(new Event(event)),
    /** What the worker posts by itself (its life-lock message). */
    post: (message: unknown) => port2.postMessage(message),
  };
}

/** Never answers: a report still computing. */
const forever = () => new Promise<never>(() => undefined);

afterEach(() => vi.restoreAllMocks());

describe('wrapReportWorker', () => {
  it('answers with the worker, progress through a proxied callback', async () => {
    const worker = fakeWorker({
      async search(kind, text) {
        return { kind, text } as never;
      },
      async generate(kind, _request, onProgress) {
        await onProgress?.({ phase: 'done', teamsLoaded: 1, teamsTotal: 1, invoices: 2, lines: 3 });
        return { kind } as never;
      },
    });
    const client = wrapReportWorker(worker.endpoint);
    const progress: unknown[] = [];
    await expect(client.search('by-code', 'poste')).resolves.toEqual({
      kind: 'by-code',
      text: 'poste',
    });
    await expect(
      client.generate('by-code', { teams: ['T'], today: TODAY }, (p) => progress.push(p)),
    ).resolves.toEqual({ kind: 'by-code' });
    expect(progress).toEqual([
      { phase: 'done', teamsLoaded: 1, teamsTotal: 1, invoices: 2, lines: 3 },
    ]);
  });

  for (const event of ['error', 'messageerror'] as const) {
    it(`a worker that dies mid-call (${event} event): pending calls reject, later ones at once`, async () => {
      const worker = fakeWorker({ generate: forever, search: forever });
      const client = wrapReportWorker(worker.endpoint);
      const generating = client.generate('by-code', { teams: ['T'], today: TODAY });
      const searching = client.search('by-code', 'x');
      // Both calls reached the worker, which is still working on them.
      await vi.waitFor(() => expect(worker.sent).toHaveLength(2));

      worker.die(event);
      await expect(generating).rejects.toThrow(REPORT_WORKER_GONE);
      await expect(searching).rejects.toSatisfy(isReportWorkerError);
      expect(worker.endpoint.terminate).toHaveBeenCalled();

      const sentBefore = worker.sent.length;
      await expect(client.page('by-code', { page: 0, pageSize: 10 })).rejects.toThrow(
        'O processamento de relatórios foi interrompido.',
      );
      // Refused here: nothing more was posted to the dead worker (Comlink's release aside).
      expect(
        worker.sent.slice(sentBefore).filter((m) => (m as { type?: string }).type !== 'RELEASE'),
      ).toEqual([]);
    });
  }

  it('a worker whose script never loads: configure rejects on the error event', async () => {
    const worker = fakeWorker({});
    worker.die(); // Not loaded: nothing will ever answer.
    const client = wrapReportWorker(worker.endpoint);
    const { port1, port2 } = new MessageChannel();
    const configuring = client.configure({ mode: 'fixture', port: port1 });
    // What the browser fires at a Worker whose module script cannot be fetched.
    worker.fire('error');
    await expect(configuring).rejects.toSatisfy(isReportWorkerError);
    port2.close();
  });

  it('terminate rejects what is pending and everything after', async () => {
    const worker = fakeWorker({ generate: forever });
    const client = wrapReportWorker(worker.endpoint);
    const generating = client.generate('by-code', { teams: ['T'], today: TODAY });
    client.terminate();
    await expect(generating).rejects.toSatisfy(isReportWorkerError);
    await expect(client.search('by-code', '')).rejects.toSatisfy(isReportWorkerError);
    expect(worker.endpoint.terminate).toHaveBeenCalledTimes(1);
  });

  it('a worker that ends without a word (closed, crashed) is noticed through its life lock', async () => {
    const locks = fakeLocks();
    const worker = fakeWorker({ generate: forever });
    const client = wrapReportWorker(worker.endpoint, { lifeLock: 'life-1', locks });
    // The worker takes its lock as it starts and says so.
    const releaseLock = locks.holdAs('worker');
    holdLifeLock({ name: 'life-1', postMessage: worker.post }, releaseLock.locks);
    await vi.waitFor(() => expect(locks.waiting('life-1')).toBe(1));

    const generating = client.generate('by-code', { teams: ['T'], today: TODAY });
    await vi.waitFor(() => expect(worker.sent).toHaveLength(1));
    let settled = false;
    generating.catch(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    // No event at all: only the lock, released as the worker's thread ends.
    worker.die();
    releaseLock.end();
    await expect(generating).rejects.toSatisfy(isReportWorkerError);
    await expect(client.search('by-code', '')).rejects.toSatisfy(isReportWorkerError);
  });

  it('a lock message for another worker is ignored, and terminate stops watching', async () => {
    const locks = fakeLocks();
    const worker = fakeWorker({ search: async () => 'ok' as never });
    const client = wrapReportWorker(worker.endpoint, { lifeLock: 'life-2', locks });
    worker.post({ [LIFE_LOCK_HELD]: 'someone-else' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nobody holds 'life-2' and the client did not ask for it: it would have been granted.
    expect(locks.requests).toEqual([]);
    await expect(client.search('by-code', '')).resolves.toBe('ok');

    client.terminate();
    worker.post({ [LIFE_LOCK_HELD]: 'life-2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(locks.requests).toEqual([]);
  });
});

/**
 * An in-memory Web Locks manager: exclusive locks granted in request order, released when the
 * holder's callback settles or its holder ends (`holdAs(...).end()`), aborted by a signal.
 */
function fakeLocks() {
  const queues = new Map<string, { grant: () => void; owner: string }[]>();
  const held = new Map<string, string>();
  const requests: string[] = [];
  const next = (name: string): void => {
    if (held.has(name)) return;
    const waiter = queues.get(name)?.shift();
    waiter?.grant();
  };
  const forOwner = (owner: string): LifeLocks => ({
    request(name, options, callback) {
      if (owner === 'client') requests.push(name);
      return new Promise((resolve, reject) => {
        const waiter = {
          owner,
          grant: () => {
            held.set(name, owner);
            Promise.resolve()
              .then(callback)
              .then(resolve, reject)
              .finally(() => {
                if (held.get(name) === owner) held.delete(name);
                next(name);
              });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const queue = queues.get(name) ?? [];
          if (queue.includes(waiter)) {
            queue.splice(queue.indexOf(waiter), 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
        next(name);
      });
    },
  });
  const client = forOwner('client');
  return {
    ...client,
    requests,
    waiting: (name: string) => queues.get(name)?.length ?? 0,
    holdAs(owner: string) {
      return {
        locks: forOwner(owner),
        /** The holder's thread ends: the browser releases everything it held. */
        end() {
          for (const [name, by] of held) {
            if (by === owner) {
              held.delete(name);
              next(name);
            }
          }
        },
      };
    },
  };
}
