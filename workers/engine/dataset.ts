import {
  COELBA_FALLBACK_FACTOR,
  acceptedByMonthly,
  GENERAL_STATUS_FILTERS,
  acceptedByReports,
  codeOf,
  coelbaDescriptionOf,
  coelbaUnitOf,
  compareText,
  displayStatus,
  effectiveFactor,
  hasCode,
  invoiceDate,
  invoiceIdOf,
  invoicePaidValueCents,
  invoiceValueCents,
  isChecked,
  isLinePaid,
  isPaid,
  isViewed,
  lineTotalCents,
  matchesStatusFilter,
  parseNumber,
  pedidoOf,
  reportField,
  serviceNameOf,
  serviceTypeOf,
  teamName,
  toList,
  unitOf,
} from '../../src/core';
import type {
  DisplayStatus,
  InvoiceEntry,
  ReportField,
  ServiceKind,
  ServiceLine,
} from '../../src/core';
import { identityOrder, rankNumbers, sortByRanks } from './order';
import type { RankKey } from './order';
import { StringTable, rankTexts } from './strings';

/** Invoice flag bits (each read by the core rule named). */
export const FLAG_ACCEPTED = 1; // D10 acceptedByReports
export const FLAG_MONTHLY = 2; // D10 acceptedByMonthly
export const FLAG_CHECKED = 4; // isChecked
export const FLAG_PAID = 8; // isPaid
export const FLAG_VIEWED = 16; // isViewed

/** Display statuses by index (D9), as stored in `invStatus`. */
export const STATUS_ORDER: readonly DisplayStatus[] = [
  'attached',
  'paid',
  'viewed',
  'checked',
  'pending',
];

/** D20 service kinds by index, as stored in `lineKind`. */
export const KIND_ORDER: readonly ServiceKind[] = ['DESLOCAMENTO', 'ALOJAMENTO', 'OUTROS'];

/** The header fields of D28 kept per invoice. */
export const INVOICE_TEXT_FIELDS: readonly ReportField[] = [
  'project',
  'title',
  'pms',
  'os',
  'city',
  'sector',
  'si',
];

/** Columns only the Coelba report reads. */
export interface CoelbaColumns {
  /** D4: the line factor, else 1. */
  factor: Float64Array;
  /** D5 with the Coelba factor, in cents. */
  total: Float64Array;
  /** D28: description, else activity (string id). */
  description: Int32Array;
  /** D44: unid, else und, else UD (string id). */
  unit: Int32Array;
}

/**
 * The invoices of the selected teams, normalized ONCE per load into column arrays: numbers
 * parsed, cents computed, text interned, default orders (D22) sorted. Every report is then one
 * pass over these columns. Only lines with a code are kept (SPEC §5). The raw invoices are not
 * kept: a worker holding 60,000 parsed bulletins pays for them in every garbage collection.
 */
export interface Dataset {
  readonly globalFactor: number;
  /** Selected team ids in D33 order; a team's index is its position here. */
  readonly teams: readonly string[];
  /** D32 names, by team index. */
  readonly teamNames: readonly string[];
  /** D33 rank of each team's name, by team index. */
  readonly teamNameRank: RankKey;
  readonly strings: StringTable;
  /** forms/{team}/{key}: each invoice's push key (its team is invTeam). */
  readonly invKey: readonly string[];

  readonly invoiceCount: number;
  readonly invTeam: Int32Array;
  /** Invoice id (string id). */
  readonly invId: Int32Array;
  /** D6 date in ms, NaN when the invoice has none. */
  readonly invDate: Float64Array;
  readonly invFlags: Uint8Array;
  /** Index into STATUS_ORDER (D9). */
  readonly invStatus: Uint8Array;
  /** Bit k set when the invoice passes GENERAL_STATUS_FILTERS[k] (core's matchesStatusFilter). */
  readonly invStatusFilters: Uint8Array;
  /** D5/D36 value in cents (value-based reports). */
  readonly invValue: Float64Array;
  /** D16 paid value in cents. */
  readonly invPaidValue: Float64Array;
  /** D28 fields (string ids), keyed by field. */
  readonly invText: Readonly<Record<ReportField, Int32Array>>;

  readonly lineCount: number;
  readonly lineInv: Int32Array;
  /** Position of the line in the invoice's services list (D1 toList order). */
  readonly linePos: Int32Array;
  readonly lineCode: Int32Array;
  /** D28 Serviço (string id). */
  readonly lineService: Int32Array;
  /** D44 UND (string id). */
  readonly lineUnit: Int32Array;
  /** D39 pedido (string id). */
  readonly linePedido: Int32Array;
  readonly lineQuantity: Float64Array;
  readonly linePrice: Float64Array;
  /** D4 effective factor (global fallback). */
  readonly lineFactor: Float64Array;
  /** D5 line total in cents. */
  readonly lineTotal: Float64Array;
  /** D39: 1 when the line's pedido makes it paid. */
  readonly linePaid: Uint8Array;
  /** Index into KIND_ORDER (D20). */
  readonly lineKind: Uint8Array;

  /** Ranks for sorting: invoice date (by invoice), id and code (by string id). */
  readonly dateRank: RankKey;
  readonly idRank: RankKey;
  readonly codeRank: RankKey;
  /** D22 default orders, precomputed: invoices by (date, id) and (team, date). */
  readonly invByDateId: Int32Array;
  readonly invByTeamDate: Int32Array;
  /**
   * D22 default orders of lines: by-code (code, date, planilha) — the storage order itself, so
   * the identity — and faturamento-real (date, team, code).
   */
  readonly lineByCode: Int32Array;
  readonly lineByDateTeamCode: Int32Array;

  /** Coelba-only columns. */
  readonly coelba: CoelbaColumns;
}

/** Load progress, streamed while teams arrive and invoices are normalized. */
export interface LoadProgress {
  teamsLoaded: number;
  teamsTotal: number;
  invoicesNormalized: number;
  linesNormalized: number;
}

function growInt(a: Int32Array<ArrayBuffer>, need: number): Int32Array<ArrayBuffer> {
  if (need <= a.length) return a;
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
function growFloat(a: Float64Array<ArrayBuffer>, need: number): Float64Array<ArrayBuffer> {
  if (need <= a.length) return a;
  const b = new Float64Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
function growByte(a: Uint8Array<ArrayBuffer>, need: number): Uint8Array<ArrayBuffer> {
  if (need <= a.length) return a;
  const b = new Uint8Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Builds a Dataset team by team, so normalization overlaps loading. `add` each team's entries
 * (in any team order), then `finish`.
 */
export class DatasetBuilder {
  private readonly strings = new StringTable();
  private readonly teamIndex = new Map<string, number>();
  private readonly teamOrder: string[];
  private readonly byTeam: InvoiceEntry[][];
  private readonly kindOfCode = new Map<number, number>();

  constructor(
    private readonly globalFactor: number,
    teams: readonly string[],
  ) {
    // D22/D33: team order is by id text; loading order never changes a report.
    this.teamOrder = [...new Set(teams)].sort(compareText);
    this.teamOrder.forEach((team, i) => this.teamIndex.set(team, i));
    this.byTeam = this.teamOrder.map(() => []);
  }

  /** The entries of one selected team (its InvoiceRepo.list result). */
  add(team: string, entries: readonly InvoiceEntry[]): void {
    const index = this.teamIndex.get(team);
    if (index === undefined) throw new Error(`team not selected: ${team}`);
    const bucket = this.byTeam[index] as InvoiceEntry[];
    for (const entry of entries) bucket.push(entry);
  }

  /** Normalizes every added invoice; `onProgress` is called every few thousand invoices. */
  finish(onProgress?: (invoices: number, lines: number) => void): Dataset {
    const { strings, globalFactor } = this;
    const entries: InvoiceEntry[] = [];
    for (const bucket of this.byTeam) for (const e of bucket) entries.push(e);
    const n = entries.length;

    const invTeam = new Int32Array(n);
    const invId = new Int32Array(n);
    const invDate = new Float64Array(n);
    const invFlags = new Uint8Array(n);
    const invStatus = new Uint8Array(n);
    const invStatusFilters = new Uint8Array(n);
    const invKey = new Array<string>(n);
    const invValue = new Float64Array(n);
    const invPaidValue = new Float64Array(n);
    const invText = Object.fromEntries(
      INVOICE_TEXT_FIELDS.map((f) => [f, new Int32Array(n)]),
    ) as Record<ReportField, Int32Array>;

    let cap = Math.max(16, n * 10);
    let lineInv = new Int32Array(cap);
    let linePos = new Int32Array(cap);
    let lineCode = new Int32Array(cap);
    let lineService = new Int32Array(cap);
    let lineUnit = new Int32Array(cap);
    let linePedido = new Int32Array(cap);
    let lineQuantity = new Float64Array(cap);
    let linePrice = new Float64Array(cap);
    let lineFactor = new Float64Array(cap);
    let lineTotal = new Float64Array(cap);
    let linePaid = new Uint8Array(cap);
    let lineKind = new Uint8Array(cap);
    let coelbaFactor = new Float64Array(cap);
    let coelbaTotal = new Float64Array(cap);
    let coelbaDescription = new Int32Array(cap);
    let coelbaUnit = new Int32Array(cap);
    const statusIndex = new Map(STATUS_ORDER.map((s, i) => [s, i]));
    const kindIndex = new Map(KIND_ORDER.map((k, i) => [k, i]));

    let m = 0;
    for (let i = 0; i < n; i += 1) {
      const entry = entries[i] as InvoiceEntry;
      const invoice = entry.invoice ?? {};
      invTeam[i] = this.teamIndex.get(entry.team) as number;
      invId[i] = strings.intern(invoiceIdOf(invoice));
      const date = invoiceDate(invoice);
      invDate[i] = date === null ? NaN : date;
      invFlags[i] =
        (acceptedByReports(invoice) ? FLAG_ACCEPTED : 0) |
        (acceptedByMonthly(invoice) ? FLAG_MONTHLY : 0) |
        (isChecked(invoice) ? FLAG_CHECKED : 0) |
        (isPaid(invoice) ? FLAG_PAID : 0) |
        (isViewed(invoice) ? FLAG_VIEWED : 0);
      invStatus[i] = statusIndex.get(displayStatus(invoice)) as number;
      let filters = 0;
      GENERAL_STATUS_FILTERS.forEach((filter, k) => {
        if (matchesStatusFilter(invoice, filter)) filters |= 1 << k;
      });
      invStatusFilters[i] = filters;
      invKey[i] = entry.key;
      invValue[i] = invoiceValueCents(invoice, globalFactor);
      invPaidValue[i] = invoicePaidValueCents(invoice, globalFactor);
      for (const field of INVOICE_TEXT_FIELDS) {
        invText[field][i] = strings.intern(reportField(invoice, field));
      }
      const services = toList(invoice.services);
      for (let p = 0; p < services.length; p += 1) {
        const line = services[p] as ServiceLine;
        if (!hasCode(line)) continue;
        if (m === cap) {
          cap *= 2;
          lineInv = growInt(lineInv, cap);
          linePos = growInt(linePos, cap);
          lineCode = growInt(lineCode, cap);
          lineService = growInt(lineService, cap);
          lineUnit = growInt(lineUnit, cap);
          linePedido = growInt(linePedido, cap);
          lineQuantity = growFloat(lineQuantity, cap);
          linePrice = growFloat(linePrice, cap);
          lineFactor = growFloat(lineFactor, cap);
          lineTotal = growFloat(lineTotal, cap);
          linePaid = growByte(linePaid, cap);
          lineKind = growByte(lineKind, cap);
          coelbaFactor = growFloat(coelbaFactor, cap);
          coelbaTotal = growFloat(coelbaTotal, cap);
          coelbaDescription = growInt(coelbaDescription, cap);
          coelbaUnit = growInt(coelbaUnit, cap);
        }
        lineInv[m] = i;
        linePos[m] = p;
        const code = strings.intern(codeOf(line));
        lineCode[m] = code;
        let kind = this.kindOfCode.get(code);
        if (kind === undefined) {
          kind = kindIndex.get(serviceTypeOf(strings.values[code])) as number;
          this.kindOfCode.set(code, kind);
        }
        lineKind[m] = kind;
        lineService[m] = strings.intern(serviceNameOf(line));
        lineUnit[m] = strings.intern(unitOf(line));
        const pedido = strings.intern(pedidoOf(line));
        linePedido[m] = pedido;
        linePaid[m] = isLinePaid(line) ? 1 : 0;
        lineQuantity[m] = parseNumber(line.quantity);
        linePrice[m] = parseNumber(line.price);
        const factor = effectiveFactor(line, globalFactor);
        const total = lineTotalCents(line, globalFactor);
        lineFactor[m] = factor;
        lineTotal[m] = total;
        // D4: Coelba falls back to 1; the total differs only when the line has no factor.
        const ownFactor = effectiveFactor(line, COELBA_FALLBACK_FACTOR);
        coelbaFactor[m] = ownFactor;
        coelbaTotal[m] =
          ownFactor === factor ? total : lineTotalCents(line, COELBA_FALLBACK_FACTOR);
        coelbaDescription[m] = strings.intern(coelbaDescriptionOf(line));
        coelbaUnit[m] = strings.intern(coelbaUnitOf(line));
        m += 1;
      }
      if (onProgress && (i + 1) % 5000 === 0) onProgress(i + 1, m);
    }
    onProgress?.(n, m);

    // Ranks and D22 default orders, once per load.
    const dateRank = rankNumbers(invDate);
    const idRank = strings.rank(invId);
    const codeRank = strings.rank(lineCode.subarray(0, m));
    const teamNames = this.teamOrder.map(teamName);
    const teamNameRank = rankTexts(teamNames);
    const invIdRank: RankKey = { ranks: mapRanks(invId, idRank), max: idRank.max };
    const invTeamRank: RankKey = { ranks: mapRanks(invTeam, teamNameRank), max: teamNameRank.max };
    const invAll = identityOrder(n);
    const invByDateId = sortByRanks(invAll, [{ key: dateRank }, { key: invIdRank }]);
    const invByTeamDate = sortByRanks(invAll, [{ key: invTeamRank }, { key: dateRank }]);

    // Lines are stored in by-code's default order (D22: código, date, planilha), so by-code, the
    // biggest report and CSV, reads every column front to back.
    const lineByCode = sortByRanks(identityOrder(m), [
      { key: { ranks: mapRanks(lineCode.subarray(0, m), codeRank), max: codeRank.max } },
      { key: { ranks: mapRanks(lineInv.subarray(0, m), dateRank), max: dateRank.max } },
      { key: { ranks: mapRanks(lineInv.subarray(0, m), invIdRank), max: invIdRank.max } },
    ]);
    const inv = permute(lineInv, lineByCode);
    const code = permute(lineCode, lineByCode);
    const lineDate: RankKey = { ranks: mapRanks(inv, dateRank), max: dateRank.max };
    const lineTeam: RankKey = { ranks: mapRanks(inv, invTeamRank), max: invTeamRank.max };
    const lineCodeRank: RankKey = { ranks: mapRanks(code, codeRank), max: codeRank.max };
    const lineByDateTeamCode = sortByRanks(identityOrder(m), [
      { key: lineDate },
      { key: lineTeam },
      { key: lineCodeRank },
    ]);

    const dataset: Dataset = {
      globalFactor,
      teams: this.teamOrder,
      teamNames,
      teamNameRank,
      strings,
      invKey,
      invoiceCount: n,
      invTeam,
      invId,
      invDate,
      invFlags,
      invStatus,
      invStatusFilters,
      invValue,
      invPaidValue,
      invText,
      lineCount: m,
      lineInv: inv,
      linePos: permute(linePos, lineByCode),
      lineCode: code,
      lineService: permute(lineService, lineByCode),
      lineUnit: permute(lineUnit, lineByCode),
      linePedido: permute(linePedido, lineByCode),
      lineQuantity: permute(lineQuantity, lineByCode),
      linePrice: permute(linePrice, lineByCode),
      lineFactor: permute(lineFactor, lineByCode),
      lineTotal: permute(lineTotal, lineByCode),
      linePaid: permute(linePaid, lineByCode),
      lineKind: permute(lineKind, lineByCode),
      dateRank,
      idRank,
      codeRank,
      invByDateId,
      invByTeamDate,
      lineByCode: identityOrder(m),
      lineByDateTeamCode,
      coelba: {
        factor: permute(coelbaFactor, lineByCode),
        total: permute(coelbaTotal, lineByCode),
        description: permute(coelbaDescription, lineByCode),
        unit: permute(coelbaUnit, lineByCode),
      },
    };
    return dataset;
  }
}

/** `column` reordered: out[k] = column[order[k]] (order.length entries). */
function permute<T extends Int32Array | Float64Array | Uint8Array>(
  column: T,
  order: Int32Array,
): T {
  const out = new (column.constructor as new (n: number) => T)(order.length);
  for (let k = 0; k < order.length; k += 1) out[k] = column[order[k] as number] as number;
  return out;
}

/** rank of each row through its id: out[i] = key.ranks[ids[i]]. */
function mapRanks(ids: Int32Array, key: RankKey): Int32Array {
  const out = new Int32Array(ids.length);
  const r = key.ranks;
  for (let i = 0; i < ids.length; i += 1) out[i] = r[ids[i] as number] as number;
  return out;
}

/** Builds a dataset from entries already in hand (tests, CLI, bench). */
export function buildDataset(
  entries: readonly InvoiceEntry[],
  teams: readonly string[],
  globalFactor: number,
): Dataset {
  const builder = new DatasetBuilder(globalFactor, teams);
  const selected = new Set(teams);
  const byTeam = new Map<string, InvoiceEntry[]>();
  for (const e of entries) {
    if (!selected.has(e.team)) continue;
    let list = byTeam.get(e.team);
    if (!list) byTeam.set(e.team, (list = []));
    list.push(e);
  }
  for (const [team, list] of byTeam) builder.add(team, list);
  return builder.finish();
}
