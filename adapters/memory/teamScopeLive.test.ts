/**
 * Issue 23 "rights are live", in fixture mode: the team scope reads the user's record afresh on
 * every call (teamScope.ts), so a supervisor whose team an admin just took away can no longer
 * forward its bulletins, even from a screen that still shows them; nothing is written.
 */
import tiny from '../../fixtures/tiny.json';
import * as useCases from '../../src/core/usecases';
import { createMemoryPorts } from './ports';
import { createLocalTreeStore } from './treeStore';

const TEAM = 'ORCDISTBA01';
/** users-mobile/{uid} of the tiny fixture's 'Supervisor Demo' (superv@demo.local). */
const SUPERVISOR = 'users-mobile/jbGLe2ZmdH4FK8sFvvn3acAqj1F9';

it('a supervisor forwards while the team is theirs; taken away, the forward is refused and writes nothing', async () => {
  const store = createLocalTreeStore(structuredClone(tiny));
  const ports = createMemoryPorts(store, {
    auth: { storage: null, events: null },
    scopeToUser: true,
  });
  await ports.auth.signIn('superv@demo.local', 'demo123');
  const supervisor = {
    uid: 'jbGLe2ZmdH4FK8sFvvn3acAqj1F9',
    name: 'Supervisor Demo',
    email: 'superv@demo.local',
    role: 'superv' as const,
    checker: 'Supervisor Demo',
  };
  const waiting = (await ports.invoices.listAll(TEAM)).filter((e) => e.invoice.checked !== true);
  const [first, second] = waiting;
  if (!first || !second) throw new Error(`tiny.json needs two unchecked bulletins in ${TEAM}`);

  const before = await useCases.forwardToBilling(ports.invoices, first, supervisor, 1_000);
  expect(before.ok).toBe(true);
  expect(await store.get(`forms/${TEAM}/${first.key}/checked`)).toBe(true);

  // An admin, in another window, removes every team of the supervisor.
  await store.update({ [`${SUPERVISOR}/supervision`]: '' });
  const stored = await store.get(`forms/${TEAM}/${second.key}`);
  await expect(
    useCases.forwardToBilling(ports.invoices, second, supervisor, 2_000),
  ).rejects.toThrow(/PERMISSION_DENIED/);
  expect(await store.get(`forms/${TEAM}/${second.key}`)).toEqual(stored);
});
