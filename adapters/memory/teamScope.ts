import type { RulesAuth } from '../../src/core/rules/expr';
import type { InvoiceEntry } from '../../src/core/model';
import type { InvoiceRepo, Unsubscribe } from '../../src/core/ports';
import type { TreeStore } from './treeStore';

/** The wording the Realtime Database SDK uses for a refused read or write. */
export function permissionDenied(path: string): Error {
  return new Error(`PERMISSION_DENIED: Permission denied at /${path}`);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Fixture mode reads what the database rules let the signed-in user read (P51, issue 16): each
 * read of the bulletin repo (a team's bulletins, one bulletin, its history, the removed list,
 * the counter) is judged first by the rules (`TreeStore.judgeRead`, where the tree is: they read
 * the user's record there, afresh on every call, so a change of rights takes effect at once),
 * and a refused read rejects (a live read calls `onError` once) with the SDK's PERMISSION_DENIED
 * wording. Writes need nothing here: the repo writes as `reader` and the store judges every
 * write by the same rules (MemoryTree.update).
 *
 * @example
 * const invoices = scopeInvoicesToUser(createMemoryInvoiceRepo(store, { writer }), store, writer);
 */
export function scopeInvoicesToUser(
  invoices: InvoiceRepo,
  store: Pick<TreeStore, 'judgeRead'>,
  reader: () => RulesAuth | null,
): InvoiceRepo {
  /** Whether the rules let the reader read `path` now. */
  async function allowed(path: string): Promise<boolean> {
    return (await store.judgeRead(path, reader())).allowed;
  }
  async function need(path: string): Promise<void> {
    if (!(await allowed(path))) throw permissionDenied(path);
  }
  /** A live read that starts once allowed; refused, it reports the error once. */
  function watchScoped(
    path: string,
    start: () => Unsubscribe,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    void allowed(path).then(
      (ok) => {
        if (stopped) return;
        if (ok) stop = start();
        else onError?.(permissionDenied(path));
      },
      (error: unknown) => onError?.(asError(error)),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  const forms = (team: string) => `forms/${team}`;
  const { teamRevision } = invoices;
  return {
    async listForPeriod(team, period) {
      await need(forms(team));
      return invoices.listForPeriod(team, period);
    },
    // Issue 17: a team's stamp only for a user who may read the team, where the repo has one.
    ...(teamRevision && {
      async teamRevision(team: string) {
        await need(forms(team));
        return teamRevision.call(invoices, team);
      },
    }),
    watchForPeriod(team, period, onChange, onError) {
      return watchScoped(
        forms(team),
        () => invoices.watchForPeriod(team, period, onChange, onError),
        onError,
      );
    },
    async listAll(team) {
      await need(forms(team));
      return invoices.listAll(team);
    },
    watchUnchecked(team, onChange, onError) {
      return watchScoped(
        forms(team),
        () => invoices.watchUnchecked(team, onChange, onError),
        onError,
      );
    },
    watchWaitingCounts(teams, role, period, onChange, onError) {
      // As the rules refuse each refused team's read: that team is reported and left out, the
      // others are counted.
      let stop: Unsubscribe | null = null;
      let stopped = false;
      void Promise.all(teams.map((team) => allowed(forms(team)))).then(
        (verdicts) => {
          if (stopped) return;
          const counted = teams.filter((_, index) => verdicts[index]);
          teams.forEach((team, index) => {
            if (!verdicts[index]) onError?.(permissionDenied(forms(team)));
          });
          stop = invoices.watchWaitingCounts(counted, role, period, onChange, onError);
        },
        (error: unknown) => onError?.(asError(error)),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async get(team, key): Promise<InvoiceEntry | null> {
      await need(`${forms(team)}/${key}`);
      return invoices.get(team, key);
    },
    watch(team, key, onChange, onError) {
      return watchScoped(
        `${forms(team)}/${key}`,
        () => invoices.watch(team, key, onChange, onError),
        onError,
      );
    },
    newKey(team) {
      return invoices.newKey(team);
    },
    commit(changes) {
      // Judged whole by the store, as the database judges the one multi-path update.
      return invoices.commit(changes);
    },
    consolePath(team, key) {
      return invoices.consolePath(team, key);
    },
    async history(team, key) {
      await need(`history/${team}/${key}`);
      return invoices.history(team, key);
    },
    async listDeleted(team) {
      await need(`deleted/${team}`);
      return invoices.listDeleted(team);
    },
    async nextInvoiceNumber(team) {
      // D48: read, then advanced (the write judged by the store) as the reader.
      await need(`counters/forms/${team}`);
      return invoices.nextInvoiceNumber(team);
    },
  };
}
