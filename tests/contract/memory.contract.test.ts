/**
 * The contract suite against the fixture adapter: once over a tree in this thread, and once over
 * the same tree served through a real MessageChannel with Comlink — the path the app's tabs and
 * the report worker take to the shared fixture store (P2).
 */
import { createFixtureStoreService } from '../../adapters/memory/fixtureStoreApi';
import { createMemoryPorts } from '../../adapters/memory/ports';
import { wrapRemoteTreeStore } from '../../adapters/memory/remoteStore';
import { createLocalTreeStore } from '../../adapters/memory/treeStore';
import type { TreeStore } from '../../adapters/memory/treeStore';
import { describePortsContract } from './portsContract';
import type { ContractHarness } from './portsContract';

function harnessOver(store: TreeStore, dispose: () => Promise<void>): ContractHarness {
  // No localStorage and no window here: the session lives in memory.
  const auth = { storage: null, events: null };
  return {
    ports: createMemoryPorts(store, { auth }),
    read: (path) => store.get(path),
    failWrites: (paths) => store.simulateWriteFailures(paths.map((path) => ({ path }))),
    // Issue 15: the team scope is fixture mode's read rules (adapters/memory/teamScope.ts).
    portsUnderRules: async () => createMemoryPorts(store, { auth, scopeToUser: true }),
    dispose,
  };
}

describePortsContract('memory adapter, local tree', async (seed) => {
  const store = createLocalTreeStore(structuredClone(seed));
  return harnessOver(store, async () => undefined);
});

describePortsContract('memory adapter, remote tree over a MessageChannel', async (seed) => {
  const service = createFixtureStoreService({
    load: async () => ({ id: 'contract', json: structuredClone(seed) }),
  });
  await service.open('contract');
  const { port1, port2 } = new MessageChannel();
  service.connect(port2);
  const store = wrapRemoteTreeStore(port1);
  return harnessOver(store, async () => {
    store.close();
    port1.close();
    port2.close();
  });
});
