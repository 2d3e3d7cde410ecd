/**
 * Issue 23 "nothing waits for ever": a fixture store that stops answering rejects every call in
 * flight within the answer timeout, refuses new calls at once, and is available again as soon as
 * it answers. Timers are faked: the pings are the only clock.
 */
import { createStoreHealth, StoreUnavailableError } from './storeHealth';

const INTERVAL = 2_000;
const TIMEOUT = 5_000;

/** A ping the test answers by hand (a store that hangs until told otherwise). */
function manualPing() {
  const waiting: (() => void)[] = [];
  let sent = 0;
  return {
    ping: () => {
      sent += 1;
      return new Promise<true>((resolve) => waiting.push(() => resolve(true)));
    },
    answerAll() {
      for (const answer of waiting.splice(0)) answer();
    },
    get sent() {
      return sent;
    },
  };
}

/** A call that never settles by itself (the store never answers it). */
const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a store that stops answering', () => {
  it('rejects a call in flight once a ping goes unanswered for the timeout, not before', async () => {
    const store = manualPing();
    const health = createStoreHealth(() => store.ping(), {
      intervalMs: INTERVAL,
      timeoutMs: TIMEOUT,
    });
    health.enable();
    const write = health.guard(never);
    let outcome: unknown = 'pending';
    write.catch((error: unknown) => (outcome = error));

    await vi.advanceTimersByTimeAsync(TIMEOUT - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(StoreUnavailableError);
  });

  it('while unavailable, a new call is refused at once and never reaches the store', async () => {
    const store = manualPing();
    const health = createStoreHealth(() => store.ping(), {
      intervalMs: INTERVAL,
      timeoutMs: TIMEOUT,
    });
    health.enable();
    health.guard(never).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(TIMEOUT);

    const reached = vi.fn(() => Promise.resolve('written'));
    await expect(health.guard(reached)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(reached).not.toHaveBeenCalled();
  });

  it('watchers hear false when it stops answering and true when the late answer comes', async () => {
    const store = manualPing();
    const health = createStoreHealth(() => store.ping(), {
      intervalMs: INTERVAL,
      timeoutMs: TIMEOUT,
    });
    health.enable();
    const heard: boolean[] = [];
    health.watch((available) => heard.push(available));
    expect(heard).toEqual([true]);

    await vi.advanceTimersByTimeAsync(TIMEOUT);
    expect(heard).toEqual([true, false]);

    // A store that was only busy answers at last: calls go through again.
    store.answerAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([true, false, true]);
    await expect(health.guard(() => Promise.resolve('read'))).resolves.toBe('read');
  });

  it('a store that answers keeps a slow call pending: only silence rejects', async () => {
    const store = manualPing();
    const health = createStoreHealth(() => store.ping(), {
      intervalMs: INTERVAL,
      timeoutMs: TIMEOUT,
    });
    health.enable();
    let finish!: (value: string) => void;
    const slow = health.guard(() => new Promise<string>((resolve) => (finish = resolve)));
    for (let i = 0; i < 5; i += 1) {
      store.answerAll();
      await vi.advanceTimersByTimeAsync(INTERVAL);
    }
    store.answerAll();
    finish('done');
    await expect(slow).resolves.toBe('done');
    expect(store.sent).toBeGreaterThanOrEqual(5);
  });
});

describe('what it costs', () => {
  it('pings nothing while nothing is in flight and nobody watches', async () => {
    const store = manualPing();
    const health = createStoreHealth(() => store.ping(), {
      intervalMs: INTERVAL,
      timeoutMs: TIMEOUT,
    });
    health.enable();
    await health.guard(() => Promise.resolve(1));
    store.answerAll();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(store.sent).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a store still loading (not enabled yet) is not pinged, so its calls may take their time', async () => {
    const store = manualPing();
    const health = createStoreHealth(() => store.ping(), {
      intervalMs: INTERVAL,
      timeoutMs: TIMEOUT,
    });
    let outcome: unknown = 'pending';
    health.guard(never).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(3 * TIMEOUT);
    expect(outcome).toBe('pending');
    expect(store.sent).toBe(0);
  });
});
