import type {
  BulletinChange,
  DateRange,
  DeletedBulletin,
  HistoryEvent,
  InvoiceEntry,
  Role,
} from '../model';
import type { Unsubscribe } from './Unsubscribe';

/**
 * D51: a commit refused because a bulletin it names is no longer what the change was made on:
 * its stored revision moved on ('changed': saved elsewhere since it was read) or it is gone
 * ('removed': deleted elsewhere), or a creation's key is taken. Distinct from a refusal of the
 * rules for rights (which rejects with the database's PERMISSION_DENIED error). Nothing of the
 * change was written.
 */
export class BulletinConflictError extends Error {
  readonly kind: 'changed' | 'removed';
  readonly team: string;
  readonly key: string;
  constructor(kind: 'changed' | 'removed', team: string, key: string) {
    super(`D51 conflict: forms/${team}/${key} was ${kind} elsewhere; nothing was written`);
    this.name = 'BulletinConflictError';
    this.kind = kind;
    this.team = team;
    this.key = key;
  }
}

/** Bulletins under forms/{team}/{key} (SPEC §7). Lists come in the database's orderByChild('date') order. */
export interface InvoiceRepo {
  /**
   * The bulletins of forms/{team} that can fall in `period` under D6/D38 (P7), in the
   * database's orderByChild('date') order, from three indexed queries and never the whole team:
   * - `.endAt(true)`: no `date` (or a boolean one): header.date decides;
   * - `.startAt(period.start).endAt(period.end)`: the numeric dates in the period;
   * - `.startAt('')`: every text `date` (dd/mm/yyyy, numeric text, anything else).
   * The first and last parts are candidates: core's `invoiceInPeriod` keeps those whose D6 date
   * lies in the period. New bulletins carry numeric dates, so those parts hold only legacy data
   * and do not grow with the history.
   */
  listForPeriod(team: string, period: DateRange): Promise<InvoiceEntry[]>;
  /**
   * Issue 17: a stamp of forms/{team} that changes whenever any of the team's bulletins is
   * written, and only then, where the adapter can tell without reading them (fixture mode:
   * MemoryTree.revision). The report worker keeps a team's normalized bulletins while it is
   * unchanged. Absent in Firebase mode, where knowing it would cost the read itself.
   */
  teamRevision?(team: string): Promise<string>;
  /** The same three queries, live: calls back with the whole result on every change. */
  watchForPeriod(
    team: string,
    period: DateRange,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /**
   * The whole of forms/{team}, in orderByChild('date') order: for exports and checks that need
   * every record (the e2e's database diff), never for a screen or a report, which have a period.
   */
  listAll(team: string): Promise<InvoiceEntry[]>;
  /** Live subscription to forms/{team} orderByChild('checked').equalTo(false) (D11). */
  watchUnchecked(
    team: string,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /**
   * D12, issue 24: the team badges, counted where the bulletins are: per team of `teams`, how
   * many bulletins count in `role`'s badge (core `countsInBadge`; `period` is the home period)
   * — only the counts reach the caller, never the bulletins. Reads only the candidates core
   * `badgeRead` names (superv: the team's unchecked query, D11; admin: its period read, P7;
   * other roles: nothing, every count 0).
   *
   * Calls back with every team's count in ONE record once all teams have answered, then once
   * per change batch that moves any count (a write that changes several teams at once is one
   * call), never when no count moved, and never after the unsubscribe. A team whose read is
   * refused (rules, team scope) or fails is reported once through `onError` and left out of the
   * record; the other teams go on.
   */
  watchWaitingCounts(
    teams: readonly string[],
    role: Role,
    period: DateRange,
    onChange: (counts: Readonly<Record<string, number>>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** forms/{team}/{key}, or null. */
  get(team: string, key: string): Promise<InvoiceEntry | null>;
  /**
   * P58: forms/{team}/{key}, live: calls back with the stored bulletin (null once it is gone)
   * first as it is, then after every write that changes it, never after the unsubscribe. A
   * read the rules refuse is reported once through `onError`.
   */
  watch(
    team: string,
    key: string,
    onChange: (entry: InvoiceEntry | null) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** A fresh push key for forms/{team}, generated locally; keys sort in creation order. */
  newKey(team: string): string;
  /**
   * Writes one change of one or more bulletins, in any teams, as ONE atomic write (issue 18):
   * creations (the whole record under its key, usually from newKey), patches (only the given
   * fields; a field may be a path inside the bulletin, 'header/pedido'; null removes it) and
   * removals. All of it is applied or none: a refused part (rules, team scope) or a failed write
   * rejects and leaves every bulletin as it was. Each bulletin appears at most once (else it
   * rejects, writing nothing); an empty change writes nothing. Every write of a bulletin goes
   * through here, single ones included, so the write contract has one place.
   *
   * D51: each patched or removed bulletin's `rev` becomes its part's `rev` + 1 and each creation
   * is written at rev 1, with the part's history event at history/{team}/{key}/{new rev}, in
   * the same write. The store itself (the rules on Firebase) refuses the whole write when a
   * bulletin's stored revision is not the part's `rev`, a patched or removed bulletin does not
   * exist, or a created key does; the commit then rejects with BulletinConflictError naming
   * that bulletin. Any other refusal rejects with the store's own error.
   */
  commit(changes: readonly BulletinChange[]): Promise<void>;
  /**
   * Where the bulletin is stored, as the database console shows it ('forms/ORCDISTBA01/-Nabc'):
   * what an admin's double click copies for support (SPEC §2). For display only.
   */
  consolePath(team: string, key: string): string;
  /**
   * Issue 15: history/{team}/{key}, the bulletin's events, oldest first (by revision). A
   * bulletin still stored or removed (deleted, split) alike; readable by whoever may read the
   * team's bulletins. Reads one bulletin's log, never the team's.
   */
  history(team: string, key: string): Promise<HistoryEvent[]>;
  /**
   * Issue 15: deleted/{team}, the bulletins removed from the team (Excluir, and the originals
   * of splits), newest first, each written in the same update as its removal. Admin only (the
   * rules); removals are rare, so the team's whole index is read.
   */
  listDeleted(team: string): Promise<DeletedBulletin[]>;
  /**
   * D48: takes the next number of the team's bulletin sequence and resolves with it. The counter
   * counters/forms/{team} (a whole number) is advanced by exactly one, atomically: two callers at
   * once, in this client or another, get two different consecutive numbers, and a number once
   * taken is never given again, even if its bulletin is deleted or never written. When the
   * counter does not exist yet, it starts after the highest number the ids in forms/{team} use
   * (core `lastSequenceUsed`: well-formed ids and split halves; legacy ids do not count). The
   * database refuses any other change of the counter; a refusal rejects and takes no number.
   */
  nextInvoiceNumber(team: string): Promise<number>;
}
