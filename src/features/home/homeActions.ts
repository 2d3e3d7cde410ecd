/**
 * The row and bulk actions of 'Boletins da Equipe' (SPEC §2, §4, §6) as thunks: each calls its
 * core use case (which refuses what the role may not do and writes once), marks its button busy
 * while the write is in flight, and leaves one notice: a brief success, the refusal's reason, or
 * the SPEC §8 alert when the write fails (the data is then as it was: one write, all or nothing),
 * in the words of the action's registry entry (P53).
 */
import * as useCases from '../../core/usecases';
import { BULLETIN_ACTIONS, doneMessage, failedMessage, refusedMessage } from '../../core/actions';
import type { SaidId, ToggleId } from '../../core/actions';
import type { DateRange, DeletedBulletin, InvoiceEntry, Role } from '../../core/model';
import { WORKFLOW_MESSAGES } from '../../core/messages';
import { isPerformId } from '../../core/usecases/invoices';
import type { PerformArgs, PerformId } from '../../core/usecases/invoices';
import type { DarBaixaItem, RefusedEntry } from '../../core/workflow';
import { invoiceIdOf } from '../../core/fields';
import { acceptedByHome, badgeRead } from '../../core/status';
import type { Unsubscribe } from '../../core/ports';
import { selectSettings } from '../../shared/settingsSlice';
import { selectSessionUser } from '../../shared/session';
import type { AppThunk } from '../../shared/thunk';
import {
  actionFinished,
  actionStarted,
  badgesReceived,
  noticeShown,
  selectGlobalFactor,
  selectPending,
  selectTeamEntries,
} from './homeSlice';
import type { Notice } from './homeSlice';
import type { HomeTableId } from './homeActionTable';
import { HOME_MESSAGES as M } from './messages';

/**
 * The actions on one bulletin the home writes from a row (forward, return, the marks, split,
 * delete): those of its table that the core's `perform` takes and whose entry says their
 * notices.
 */
export type RowAction = Extract<HomeTableId, PerformId & SaidId>;

/** Is `id` one of the row's writes (every action of the table `perform` takes has its words)? */
export function isRowAction(id: HomeTableId): id is RowAction {
  return isPerformId(id);
}

/** The id of an action in flight: which button to disable. */
export function pendingId(key: string, action: RowAction | 'bulk'): string {
  return `${key}:${action}`;
}

/** The id under which every bulk action is in flight (one at a time). */
export const BULK_PENDING = pendingId('*', 'bulk');

export interface RowActionRequest {
  action: RowAction;
  entry: InvoiceEntry;
  /** For the marks: false unmarks (core: single marks take a value). */
  value?: boolean;
  /** D26: the password typed for a delete by team or func. */
  password?: string;
  /** Issue 15: why the admin returns the bulletin to supervision (core checks it). */
  reason?: string;
}

/** What every row action may take, all of it: each takes its part (core PerformArgs). */
type RowArgs = {
  [K in RowAction]: (args: PerformArgs[K]) => void;
}[RowAction] extends (args: infer A) => void
  ? A
  : never;

/**
 * What a row action ended with: written, with its notice; refused or failed, with the message;
 * or `null` when nothing was tried (no session, or the same action on the same bulletin is
 * already in flight).
 */
type RowActionResult = { ok: boolean; text: string } | null;

/**
 * Runs one row action through core `perform` and says how it ended, in its registry entry's
 * words (SPEC §8), without telling the user (the callers do).
 */
function performRowAction(request: RowActionRequest): AppThunk<Promise<RowActionResult>> {
  return async (dispatch, getState, ports) => {
    const { action, entry, value = true, password, reason } = request;
    const user = selectSessionUser(getState());
    const { editPassword } = selectSettings(getState());
    const globalFactor = selectGlobalFactor(getState());
    if (!user) return null;
    const id = pendingId(entry.key, action);
    // Issue 23: one write of an action per bulletin at a time; a second request while the first
    // is in flight (a double click, a key held down) is dropped, never queued.
    if (selectPending(getState()).includes(id)) return null;
    dispatch(actionStarted(id));
    try {
      const args: RowArgs = {
        now: Date.now(),
        value,
        reason: reason ?? '',
        globalFactor,
        password,
        expectedPassword: editPassword ?? '',
      };
      const outcome = await useCases.perform(ports.invoices, action, entry, user, args);
      if (outcome.ok) return { ok: true, text: doneMessage(action, value) };
      // D51: a conflict is its own sentence ('Nada foi salvo: …'), never a split error.
      return {
        ok: false,
        text: outcome.conflict ? outcome.reason : refusedMessage(action, outcome.reason),
      };
    } catch (error) {
      console.error(`${action} bulletin ${entry.team}/${entry.key}:`, error);
      return {
        ok: false,
        text: failedMessage(action, error instanceof Error ? error.message : String(error)),
      };
    } finally {
      dispatch(actionFinished(id));
    }
  };
}

/** Runs one row action and leaves its notice; resolves true when it was written. */
export function runRowAction(request: RowActionRequest): AppThunk<Promise<boolean>> {
  return async (dispatch) => {
    const result = await dispatch(performRowAction(request));
    if (!result) return false;
    dispatch(noticeShown({ severity: result.ok ? 'success' : 'error', text: result.text }));
    return result.ok;
  };
}

/**
 * Issue 15: the return to supervision with the reason the admin typed in its dialog. Written:
 * the notice says so and this resolves null. Refused (a reason too short, the bulletin changed
 * or deleted elsewhere) or failed: no notice; this resolves the message, which the dialog shows
 * while it stays open with the reason typed, so nothing typed is lost. Resolves '' when a return
 * of this bulletin is already in flight (the dialog waits for that one).
 */
export function runReturnToSupervision(
  entry: InvoiceEntry,
  reason: string,
): AppThunk<Promise<string | null>> {
  return async (dispatch) => {
    const result = await dispatch(
      performRowAction({ action: 'returnToSupervision', entry, reason }),
    );
    if (!result) return '';
    if (!result.ok) return result.text;
    dispatch(noticeShown({ severity: 'success', text: result.text }));
    return null;
  };
}

/**
 * Issue 15 (admin): the bulletins removed from `team` (Excluir and the originals of splits),
 * newest first; rejects when the read fails or is refused (only admins may list them).
 */
export function loadDeletedBulletins(team: string): AppThunk<Promise<DeletedBulletin[]>> {
  return (_dispatch, _getState, ports) => ports.invoices.listDeleted(team);
}

/** What a bulk action says once written: success unless some bulletins were left out. */
type BulkDone = { ok: true; text: string; severity?: Notice['severity'] };

/** Runs a bulk action with its one write; resolves true when it ran to the end. */
function runBulk(
  write: (ports: Parameters<AppThunk>[2]) => Promise<BulkDone | { ok: false; reason: string }>,
): AppThunk<Promise<boolean>> {
  return async (dispatch, _getState, ports) => {
    dispatch(actionStarted(BULK_PENDING));
    try {
      const outcome = await write(ports);
      dispatch(
        noticeShown(
          outcome.ok
            ? { severity: outcome.severity ?? 'success', text: outcome.text }
            : { severity: 'error', text: outcome.reason },
        ),
      );
      return outcome.ok;
    } catch (error) {
      console.error('bulk action:', error);
      dispatch(noticeShown({ severity: 'error', text: WORKFLOW_MESSAGES.bulkError }));
      return false;
    } finally {
      dispatch(actionFinished(BULK_PENDING));
    }
  };
}

/**
 * D49: the latest live entry of each selected bulletin (team and push key), from the team's
 * live queries in the store at the moment of the write, not a copy taken when the rows were
 * selected. A bulletin that left the listed data (deleted elsewhere, outside the period, no
 * longer sent) is left out.
 */
function liveEntries(
  state: Parameters<typeof selectTeamEntries>[0],
  team: string,
  keys: readonly string[],
): InvoiceEntry[] {
  const byKey = new Map<string, InvoiceEntry>();
  for (const entry of selectTeamEntries(state))
    if (entry.team === team && acceptedByHome(entry.invoice)) byKey.set(entry.key, entry);
  return keys.flatMap((key) => {
    const entry = byKey.get(key);
    return entry ? [entry] : [];
  });
}

/**
 * SPEC §4, D49: the admin's bulk toggle of `mark` (viewed, paid) over the selected bulletins of
 * `team`, by identity: every selected key, whatever the search or filter shows. `noun` is what
 * the notice calls the mark.
 */
export function runBulkToggle(
  team: string,
  keys: readonly string[],
  mark: ToggleId,
  noun: string,
): AppThunk<Promise<boolean>> {
  return (dispatch, getState, ports) => {
    const user = selectSessionUser(getState());
    if (!user) return Promise.resolve(false);
    return dispatch(
      runBulk(async () => {
        const entries = liveEntries(getState(), team, keys);
        const outcome = await useCases.bulkToggle(ports.invoices, entries, mark, user);
        if (!outcome.ok) return outcome;
        const text = outcome.value
          ? M.bulkSet(noun, entries.length)
          : M.bulkCleared(noun, entries.length);
        return { ok: true, text };
      }),
    );
  };
}

/** Issue 16: the refused bulletins by id, grouped by reason, in the notice's words. */
function refusedText(refused: readonly RefusedEntry[]): string {
  const byReason = new Map<string, string[]>();
  for (const { entry, reason } of refused)
    byReason.set(reason, [...(byReason.get(reason) ?? []), invoiceIdOf(entry.invoice)]);
  return [...byReason]
    .map(([reason, ids]) =>
      reason === BULLETIN_ACTIONS.forwardToBilling.precondition.refusal
        ? M.bulkForwardAlreadyChecked(ids)
        : M.bulkForwardRefused(ids, reason),
    )
    .join(' ');
}

/**
 * Issue 16, D49: the supervisor forwards the selected bulletins of `team`, by identity, on the
 * latest live entry of each (one checked meanwhile is refused by the single forward's rule and
 * named in the notice); one multi-path write.
 */
export function runBulkForward(team: string, keys: readonly string[]): AppThunk<Promise<boolean>> {
  return (dispatch, getState, ports) => {
    const user = selectSessionUser(getState());
    if (!user) return Promise.resolve(false);
    return dispatch(
      runBulk(async () => {
        const entries = liveEntries(getState(), team, keys);
        const outcome = await useCases.bulkForwardToBilling(
          ports.invoices,
          entries,
          user,
          Date.now(),
        );
        if (!outcome.ok) return outcome;
        const { forwarded, refused } = outcome;
        if (refused.length === 0) return { ok: true, text: M.bulkForwarded(forwarded.length) };
        const done = forwarded.length > 0 ? M.bulkForwarded(forwarded.length) : M.bulkForwardNone;
        return {
          ok: true,
          text: `${done} ${refusedText(refused)}`,
          severity: forwarded.length > 0 ? 'warning' : 'error',
        };
      }),
    );
  };
}

/** D14: the answer for one selected bulletin: its pedido, or null when it was skipped ('Pular'). */
export interface DarBaixaAnswer {
  /** The bulletin as the person saw it when its prompt opened (D51: the revision written on). */
  entry: InvoiceEntry;
  /** The bulletin's id as the prompt named it, for the closing notice (issue 23). */
  id: string;
  pedido: string | null;
}

/**
 * D14, D49, D51: Dar Baixa with the pedidos typed (a skipped one is null), one write, on each
 * bulletin as the person saw it when asked: one changed or deleted elsewhere meanwhile refuses
 * the whole write, and the notice names it ('Nada foi salvo: o boletim 2003 foi excluído em
 * outro lugar.'); never a re-created record. Issue 23: the notice names the skipped ones.
 */
export function runDarBaixa(
  team: string,
  answers: readonly DarBaixaAnswer[],
): AppThunk<Promise<boolean>> {
  return (dispatch, getState, ports) => {
    const user = selectSessionUser(getState());
    if (!user) return Promise.resolve(false);
    return dispatch(
      runBulk(async () => {
        const typed = answers.filter(({ pedido }) => (pedido ?? '').trim() !== '');
        const skipped = answers.filter((answer) => !typed.includes(answer)).map((a) => a.id);
        const items: DarBaixaItem[] = typed
          .filter(({ entry }) => entry.team === team)
          .map(({ entry, pedido }) => ({ entry, pedido }));
        // Nothing to write: no write at all.
        if (items.length === 0)
          return { ok: true, text: M.darBaixaNone(skipped), severity: 'info' };
        const outcome = await useCases.darBaixa(ports.invoices, items, user);
        if (!outcome.ok) return outcome;
        return { ok: true, text: M.darBaixaDone(outcome.count, skipped) };
      }),
    );
  };
}

/** SPEC §2 (admin): where the bulletin is stored, as the console shows it, for support. */
export function bulletinConsolePath(entry: InvoiceEntry): AppThunk<string> {
  return (_dispatch, _getState, ports) => ports.invoices.consolePath(entry.team, entry.key);
}

/**
 * D12, issue 24: the sidebar badges: per team, how many bulletins wait for the viewer (core
 * `countsInBadge`: superv unchecked; admin checked and not yet viewed in the home `period`),
 * counted by the store where the bulletins are (InvoiceRepo.watchWaitingCounts): only the counts
 * come here, every team's in one store update per change. Other roles have no badge and read
 * nothing. Returns the unsubscribe.
 */
export function watchTeamBadges(
  teams: readonly string[],
  role: Role,
  period: DateRange,
): AppThunk<Unsubscribe> {
  return (dispatch, _getState, ports) => {
    if (badgeRead(role) === null) return () => undefined;
    return ports.invoices.watchWaitingCounts(
      teams,
      role,
      period,
      (counts) => dispatch(badgesReceived(counts)),
      // Team load failures are only logged (SPEC §8).
      (error) => console.error('team badges:', error),
    );
  };
}
