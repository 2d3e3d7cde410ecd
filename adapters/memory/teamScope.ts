import { roleOf, teamsForUser } from '../../src/core/teams';
import type { InvoiceEntry, UserRecord } from '../../src/core/model';
import type { InvoiceRepo, Unsubscribe, UserRepo } from '../../src/core/ports';
import type { MemoryAuth } from './auth';
import { bulletinChangeRefusal } from '../rtdb/fieldRules';

/** The wording the Realtime Database SDK uses for a refused read or write. */
export function permissionDenied(path: string): Error {
  return new Error(`PERMISSION_DENIED: Permission denied at /${path}`);
}

/**
 * Fixture mode refuses what the database rules refuse (issue 16): database.rules.json lets a
 * user read and write `forms/$team` only for the teams SPEC §6 gives it (admin and func all
 * 17, superv its supervision list, team its own: core `teamsForUser` over its user record, read
 * afresh on every call, so a change of rights takes effect at once), and a signed-out visitor
 * nothing. Each bulletin of a change is also judged by the rules' field rules (issue 14,
 * adapters/rtdb/fieldRules.ts: who sets checked, paid, pedido…; what a bulletin may hold). The same
 * InvoiceRepo, scoped: a refused read or write rejects (a live read calls `onError`) with the
 * SDK's PERMISSION_DENIED wording, and nothing is written.
 *
 * @example
 * const invoices = scopeInvoicesToUser(createMemoryInvoiceRepo(store), auth, users);
 */
export function scopeInvoicesToUser(
  invoices: InvoiceRepo,
  auth: Pick<MemoryAuth, 'currentUser'>,
  users: Pick<UserRepo, 'getUser'>,
): InvoiceRepo {
  /** The signed-in user's record now (null when signed out or without one). */
  async function recordNow(): Promise<UserRecord | null> {
    const user = auth.currentUser();
    if (!user) return null;
    return (await users.getUser(user.uid))?.record ?? null;
  }
  /** The teams the signed-in user may read and write now (none when signed out). */
  async function teamsNow(record?: UserRecord | null): Promise<ReadonlySet<string>> {
    const user = auth.currentUser();
    if (!user) return new Set();
    return new Set(teamsForUser(record === undefined ? await recordNow() : record));
  }
  async function allowed(team: string): Promise<boolean> {
    return (await teamsNow()).has(team);
  }
  async function need(team: string, path = `forms/${team}`): Promise<void> {
    if (!(await allowed(team))) throw permissionDenied(path);
  }
  /** Issue 15: what only an admin reads (deleted/{team}). */
  async function needAdmin(path: string): Promise<void> {
    if (!auth.currentUser() || roleOf(await recordNow()) !== 'admin') throw permissionDenied(path);
  }
  /** A live read that starts once allowed; refused, it reports the error once. */
  function watchScoped(
    team: string,
    start: () => Unsubscribe,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    void allowed(team).then(
      (ok) => {
        if (stopped) return;
        if (ok) stop = start();
        else onError?.(permissionDenied(`forms/${team}`));
      },
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  const { teamRevision } = invoices;
  return {
    async listForPeriod(team, period) {
      await need(team);
      return invoices.listForPeriod(team, period);
    },
    // Issue 17: a team's stamp only for a user who may read the team, where the repo has one.
    ...(teamRevision && {
      async teamRevision(team: string) {
        await need(team);
        return teamRevision.call(invoices, team);
      },
    }),
    watchForPeriod(team, period, onChange, onError) {
      return watchScoped(
        team,
        () => invoices.watchForPeriod(team, period, onChange, onError),
        onError,
      );
    },
    async listAll(team) {
      await need(team);
      return invoices.listAll(team);
    },
    watchUnchecked(team, onChange, onError) {
      return watchScoped(team, () => invoices.watchUnchecked(team, onChange, onError), onError);
    },
    watchWaitingCounts(teams, role, period, onChange, onError) {
      // As the rules refuse each refused team's read: that team is reported and left out, the
      // others are counted.
      let stop: Unsubscribe | null = null;
      let stopped = false;
      void teamsNow().then(
        (allowedTeams) => {
          if (stopped) return;
          const counted = teams.filter((team) => allowedTeams.has(team));
          for (const team of teams) {
            if (!allowedTeams.has(team)) onError?.(permissionDenied(`forms/${team}`));
          }
          stop = invoices.watchWaitingCounts(counted, role, period, onChange, onError);
        },
        (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async get(team, key): Promise<InvoiceEntry | null> {
      await need(team, `forms/${team}/${key}`);
      return invoices.get(team, key);
    },
    newKey(team) {
      return invoices.newKey(team);
    },
    async commit(changes) {
      // One bulletin of a team outside the user's, or one change the field rules refuse,
      // refuses the whole change, as the database refuses a whole multi-path update for one
      // denied path.
      const record = await recordNow();
      const teams = await teamsNow(record);
      const refused = changes.find((change) => !teams.has(change.team));
      if (refused) throw permissionDenied(invoices.consolePath(refused.team, refused.key));
      for (const change of changes) {
        const before =
          change.kind === 'create' ? null : await invoices.get(change.team, change.key);
        // D51: a change to a bulletin that is gone is the write contract's to refuse, so the
        // commit names it as a conflict ('excluído em outro lugar'), as on Firebase.
        if (change.kind !== 'create' && before === null) continue;
        const email = auth.currentUser()?.email ?? null;
        if (bulletinChangeRefusal(before?.invoice ?? null, change, record, email) !== null) {
          throw permissionDenied(invoices.consolePath(change.team, change.key));
        }
      }
      return invoices.commit(changes);
    },
    consolePath(team, key) {
      return invoices.consolePath(team, key);
    },
    async history(team, key) {
      // Issue 15: history/{team} is read by the same users as forms/{team}.
      await need(team, `history/${team}/${key}`);
      return invoices.history(team, key);
    },
    async listDeleted(team) {
      // Issue 15: deleted/{team} is the admin's (the rules).
      await needAdmin(`deleted/${team}`);
      return invoices.listDeleted(team);
    },
    async nextInvoiceNumber(team) {
      // D48: the rules let the same users advance counters/forms/{team} as write forms/{team}.
      await need(team, `counters/forms/${team}`);
      return invoices.nextInvoiceNumber(team);
    },
  };
}
