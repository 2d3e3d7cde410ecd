/**
 * Issue 23 "nothing waits for ever", over the real wire (Comlink on a MessageChannel, as a tab
 * or a report worker reaches the SharedWorker): when the store's end of the connection dies, the
 * calls in flight reject with StoreUnavailableError within the answer timeout, later calls are
 * refused at once, and whoever watches the health hears it.
 */
import { createFixtureStoreService } from './fixtureStoreApi';
import { wrapRemoteTreeStore } from './remoteStore';
import type { RemoteTreeStore } from './remoteStore';
import { STORE_ANSWER_TIMEOUT_MS, StoreUnavailableError } from './storeHealth';

const FIXTURE = {
  defaults: { currentFactor: 1.7 },
  forms: { ORCDISTBA01: { '-Ka': { id: 'A', date: 100, checked: false } } },
};

let store: RemoteTreeStore;
let storeSide: MessagePort;

beforeEach(async () => {
  const service = createFixtureStoreService({
    load: async () => ({ id: 'fixture-1', json: structuredClone(FIXTURE) }),
  });
  await service.open('fixture');
  const { port1, port2 } = new MessageChannel();
  storeSide = port2;
  service.connect(port2);
  // Only the health's clock is faked: messages still flow.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  store = wrapRemoteTreeStore(port1);
});

afterEach(() => {
  store.close();
  storeSide.close();
  vi.useRealTimers();
});

/** The store's thread goes away: its end of the channel stops answering (a crash). */
function storeDies(): void {
  storeSide.close();
}

it('answers while the store lives', async () => {
  await store.update({ 'defaults/currentFactor': 1.9 });
  expect(await store.get('defaults/currentFactor')).toBe(1.9);
});

it('a write in flight when the store dies rejects within the timeout; the next call at once', async () => {
  const heard: boolean[] = [];
  store.watchHealth((available) => heard.push(available));
  await store.get('forms');
  storeDies();

  let outcome: unknown = 'pending';
  const write = store.update({ 'defaults/currentFactor': 1.9 });
  write.catch((error: unknown) => (outcome = error));
  await vi.advanceTimersByTimeAsync(STORE_ANSWER_TIMEOUT_MS + 2_000);

  expect(outcome).toBeInstanceOf(StoreUnavailableError);
  expect(heard).toEqual([true, false]);
  await expect(store.get('forms')).rejects.toBeInstanceOf(StoreUnavailableError);
});

it('a live read asked for after the store died reports the error instead of waiting', async () => {
  await store.get('forms');
  storeDies();
  const errors: Error[] = [];
  const onChange = vi.fn();
  store.subscribe('forms/ORCDISTBA01', null, onChange, (error) => errors.push(error));
  await vi.advanceTimersByTimeAsync(STORE_ANSWER_TIMEOUT_MS + 2_000);
  expect(onChange).not.toHaveBeenCalled();
  expect(errors).toHaveLength(1);
  expect(errors[0]).toBeInstanceOf(StoreUnavailableError);
});
