/**
 * Storage model: the Realtime Database records of SPEC §3 with their storage field names,
 * exactly as a console "Export JSON" holds them (D1). Real data is loose: numbers may be
 * strings with decimal commas (D3), arrays may be objects keyed "0","1",… (D1), flags may be
 * missing. The types say what may be there; the core readers (numbers, dates, flags) decide
 * what it means. Nothing here is computed.
 */
import type { HeaderRecord, ReportField } from './headerFields';
import type { RoleId } from './roles';

/** A value read as a number by D3/D35 (strings are trimmed; booleans, null and other text are 0). */
export type Numberish = number | string | boolean | null | undefined;

/** RTDB returns arrays as arrays or as objects keyed "0","1",… (D1). */
export type RtdbList<T> = T[] | Record<string, T>;

/** SPEC §6 roles, taken from the user record's `type`: the ids of the roles table (P54). */
export type Role = RoleId;

/** users/{uid} or users-mobile/{uid}. */
export interface UserRecord {
  uid?: string;
  name?: string;
  email?: string;
  /** A role id of core/roles (anything else has no role). */
  type?: string;
  /** The team of a `team` user (ORCDISTBAnn). */
  team?: string;
  /** Comma-separated team ids; empty or 'N/A' values are ignored (SPEC §3). */
  supervision?: string;
}

/** Which collection a user record came from. */
export type UserCollection = 'users' | 'users-mobile';

export interface Team {
  id: string;
  name: string;
}

/**
 * SPEC §3: a bulletin's header: the fields of the header table (core/headerFields, P54), each
 * optional, text or (a number field) a number as well.
 */
export type InvoiceHeader = HeaderRecord;

export interface ServiceLine {
  code?: string;
  activity?: string;
  description?: string;
  quantity?: Numberish;
  price?: Numberish;
  factor?: Numberish;
  unid?: string;
  und?: string;
  /** Written alongside a pedido; never read (D39). */
  paid?: boolean;
  /** '-' when none (D39). */
  pedido?: string | number;
}

export interface MaterialLine {
  descriptions?: string;
  /** Material code. */
  material?: string;
  quantity?: Numberish;
  /** INSTALADO (default) or RETIRADO. */
  action?: string;
  type?: string;
}

export interface PhotoLine {
  /** Image URL. */
  firebasePath?: string;
  pg?: string;
  obs?: string;
  material?: string;
}

/** D28: the report-side copies of header fields some records keep on the bulletin itself. */
type InvoiceFallbacks = { [K in ReportField]?: string };

/** forms/{team}/{pushKey}. */
export interface Invoice extends InvoiceFallbacks {
  id?: string;
  header?: InvoiceHeader;
  services?: RtdbList<ServiceLine>;
  materials?: RtdbList<MaterialLine>;
  photos?: RtdbList<PhotoLine>;
  total?: Numberish;
  total_wfactor?: Numberish;
  totalWithFactor?: Numberish;
  /** ms since epoch (UTC), a numeric string, or dd/mm/yyyy text (D6, D38). */
  date?: number | string;
  sent_status?: string;
  sent_date?: string;
  checked?: boolean;
  checked_closed?: string;
  checked_at?: number | string;
  checked_by?: string;
  viewedByFat?: boolean;
  /** 'viewed' also means viewed (D9). */
  status?: string;
  paid?: boolean;
  attached?: boolean;
  archived?: boolean;
  error?: unknown;
  sending?: unknown;
  created_at?: number;
  created_by?: string;
  /**
   * D51: the bulletin's revision, a whole number raised by exactly one with every change (a
   * record without one counts as 0; core `revisionOf`). The database refuses any other value.
   */
  rev?: number;
  /** Issue 15: why it was last returned to supervision; removed by the next forward. */
  lastReturn?: LastReturn;
  team?: string;
  editedBy?: string;
}

/** An invoice with where it lives: forms/{team}/{key}. */
export interface InvoiceEntry {
  team: string;
  key: string;
  invoice: Invoice;
}

/** defaults/services/{nde|ndm}/{id}. */
export type ServiceType = 'nde' | 'ndm';

export interface CatalogService {
  id?: string;
  code?: string;
  service?: string;
  activity?: string;
  description?: string;
  price?: Numberish;
  factor?: Numberish;
  unid?: string;
}

/** defaults/materials/items/{id}. */
export interface CatalogMaterial {
  id?: string;
  descriptions?: string;
  material?: string;
  type?: string;
}

/** An inclusive range of instants in ms UTC (D6: A 00:00:00.000 to B 23:59:59.999). */
export interface DateRange {
  start: number;
  end: number;
}

/**
 * Fields of one bulletin to change: a field, or a path inside the bulletin ('paid',
 * 'header/pedido', 'services/0/quantity'), → its new value; null removes it. The bulletin's own
 * fields, never a place in the database.
 */
export type BulletinFields = Record<string, unknown>;

/**
 * Issue 15: what a change did to a bulletin, as its history event names it ('forwarded',
 * 'viewed'; 'split-into' is the original's last event, 'split-from' each half's first). P53: the
 * events are the registry's (core/actions.ts), which fills this interface in (declaration
 * merging: the registry reads this module, so this one cannot import it).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by core/actions.ts
export interface HistoryEvents {}

/** A history event's action: one of the registry's events (core/actions.ts HISTORY_EVENTS). */
export type HistoryAction = keyof HistoryEvents;

/**
 * D51, issue 15: who made one bulletin's change and what it was. Written in the same update as
 * the change, at history/{team}/{key}/{rev} (rev the bulletin's revision after the change), with
 * the server's time: a change without its event, or an event without its change, cannot exist.
 */
export interface ChangeEvent {
  action: HistoryAction;
  /** The writer's uid (the rules check it is the signed-in user's). */
  by: string;
  /** The writer's name in its user record, as SPEC's checked_by holds it. */
  byName: string;
  /** The writer's SPEC §6 role ('' when it has none). */
  role: Role | '';
  /** Issue 15: what the change did, field by field and line by line (core `changesOf`). */
  changes?: HistoryChange[];
  /** Issue 15: why an admin returned the bulletin to supervision ('returned'). */
  reason?: string;
  /** Issue 15: the record as it was when removed ('deleted', 'split-into'). */
  record?: Invoice;
  /** D13: the original a half was split from ('split-from'). */
  from?: BulletinRef;
  /** D13: the halves the original was split into ('split-into'). */
  into?: BulletinRef[];
}

/** A bulletin named in another's history: its key and its id (planilha) at the time. */
export interface BulletinRef {
  key: string;
  id: string;
}

/**
 * Issue 15: one thing a change did: a bulletin field ('paid', 'total_wfactor'), a header field
 * ('header/title') or a line of a list ('services/3', 'materials/0', 'photos/2': the line's key
 * in the stored list; a line added has no `before`, a line removed no `after`). Values are as
 * stored (D3); absent means the bulletin held nothing there (RTDB stores no null).
 */
export interface HistoryChange {
  path: string;
  before?: unknown;
  after?: unknown;
  /** A service line's total in cents before and after (D5), with the global factor of the save. */
  totalBefore?: number;
  totalAfter?: number;
}

/**
 * Issue 15: the index entry of a removed bulletin (deleted/{team}/{key}), written in the same
 * update as its removal, so an admin can list what was removed and open its history.
 */
export interface DeletedBulletin {
  team: string;
  key: string;
  /** The bulletin's id (planilha) and title when removed. */
  id: string;
  title: string;
  action: 'deleted' | 'split-into';
  by: string;
  byName: string;
  /** The server's time of the removal (ms). */
  at: number;
  /** The revision of the removal's event. */
  rev: number;
}

/**
 * Issue 15: the last return to supervision, kept on the bulletin until it is forwarded again so
 * the team and the supervisor see why it came back (the event in its history keeps it for good).
 */
export interface LastReturn {
  reason: string;
  byName: string;
  /** When the admin returned it (ms, the client's clock; the event's `at` is the server's). */
  at: number;
}

/** A stored history event: the change's event with its revision and the server's time (ms). */
export interface HistoryEvent extends ChangeEvent {
  rev: number;
  at: number;
}

/**
 * One bulletin's part of a change (issue 18, D51): a creation with the whole record, a patch of
 * some fields, or a removal. A patch and a removal carry the revision the change was made on
 * (`rev`, what the user saw); the write sets the next one, and the database refuses it when the
 * stored revision is not `rev` or the bulletin is gone: a stale or ghost write never lands. A
 * creation is refused where the key exists. Each part carries its history event. A change is a
 * list of these, naming each bulletin at most once, and InvoiceRepo.commit writes it as ONE
 * all-or-nothing write whatever the teams involved.
 */
export type BulletinChange =
  | { kind: 'create'; team: string; key: string; invoice: Invoice; event: ChangeEvent }
  | {
      kind: 'patch';
      team: string;
      key: string;
      rev: number;
      fields: BulletinFields;
      event: ChangeEvent;
    }
  | { kind: 'remove'; team: string; key: string; rev: number; event: ChangeEvent };
