import { NO_TEAM_LABEL } from '../../src/core/messages';
import { teamName } from '../../src/core/teams';
import { compareText } from '../../src/core/text';
import type { InvoiceEntry } from '../../src/core/model';
import { identityOrder, rankNumbers, sortByRanks } from './order';
import type { RankKey } from './order';
import { StringTable, rankTexts } from './strings';
import { INVOICE_TEXT_FIELDS, LINE_TEXT_FIELDS, normalizeTeam } from './teamColumns';
import type { InvoiceTextField, KeptLineText, LineColumn, TeamColumns } from './teamColumns';

export {
  FLAG_ACCEPTED,
  FLAG_CHECKED,
  FLAG_MONTHLY,
  FLAG_PAID,
  FLAG_VIEWED,
  INVOICE_TEXT_FIELDS,
  KIND_ORDER,
  LINE_TEXT_FIELDS,
  STATUS_ORDER,
} from './teamColumns';

/** Columns only the Coelba report reads (its texts are `lineText.coelbaDescription`, `.coelbaUnit`). */
export interface CoelbaColumns {
  /** D4: the line factor, else 1. */
  factor: Float64Array;
  /** D5 with the Coelba factor, in cents. */
  total: Float64Array;
}

/**
 * The invoices of the selected teams as column arrays: each team normalized once
 * (teamColumns.ts: numbers parsed, cents computed, text interned), merged in team order, default
 * orders (D22) sorted once per load. Every report is then one
 * pass over these columns. Only lines with a code are kept (SPEC §5). The raw invoices are not
 * kept: a worker holding 60,000 parsed bulletins pays for them in every garbage collection.
 */
export interface Dataset {
  readonly globalFactor: number;
  /** Selected team ids in D33 order; a team's index is its position here. */
  readonly teams: readonly string[];
  /** D32 names, by team index. */
  readonly teamNames: readonly string[];
  /** SPEC §2 by-team: the D32 name, 'Sem Equipe' for the unnamed team; by team index. */
  readonly teamLabels: readonly string[];
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
  /** D28 fields the reports read (string ids), keyed by field (columnSet.ts). */
  readonly invText: Readonly<Record<InvoiceTextField, Int32Array>>;

  readonly lineCount: number;
  readonly lineInv: Int32Array;
  /** Position of the line in the invoice's services list (D1 toList order). */
  readonly linePos: Int32Array;
  /**
   * Line texts the reports read (string ids), keyed by field (columnSet.ts): code, D28 Serviço,
   * D44 UND, D39 pedido, Coelba's D28 description and D44 unit.
   */
  readonly lineText: Readonly<Record<KeptLineText, Int32Array>>;
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

/**
 * Builds a Dataset team by team: `add` each team's entries (in any team order; teams arriving
 * early are normalized while others still load),
 * then `finish` merges them in D33 team order and computes the ranks and default orders.
 */
export class DatasetBuilder {
  private readonly teamIndex = new Map<string, number>();
  private readonly teamOrder: string[];
  private readonly byTeam: (TeamColumns | null)[];

  constructor(
    private readonly globalFactor: number,
    teams: readonly string[],
  ) {
    // D22/D33: team order is by id text; loading order never changes a report.
    this.teamOrder = [...new Set(teams)].sort(compareText);
    this.teamOrder.forEach((team, i) => this.teamIndex.set(team, i));
    this.byTeam = this.teamOrder.map(() => null);
  }

  /** The entries of one selected team (its InvoiceRepo.list result), normalized now. */
  add(team: string, entries: readonly InvoiceEntry[]): void {
    this.addColumns(normalizeTeam(team, entries, this.globalFactor));
  }

  /** One selected team's normalized columns, computed with this builder's factor. */
  addColumns(columns: TeamColumns): void {
    const index = this.teamIndex.get(columns.team);
    if (index === undefined) throw new Error(`team not selected: ${columns.team}`);
    if (columns.globalFactor !== this.globalFactor) {
      throw new Error(`${columns.team} was normalized with factor ${columns.globalFactor}`);
    }
    this.byTeam[index] = columns;
  }

  /** Merges the added teams into one Dataset; `onProgress` hears the invoices and lines merged. */
  finish(onProgress?: (invoices: number, lines: number) => void): Dataset {
    const { globalFactor } = this;
    const strings = new StringTable();
    const parts = this.byTeam.filter((c): c is TeamColumns => c !== null);
    const n = parts.reduce((sum, c) => sum + c.invoiceCount, 0);
    const m = parts.reduce((sum, c) => sum + c.lineCount, 0);

    const invTeam = new Int32Array(n);
    const invId = new Int32Array(n);
    const invDate = new Float64Array(n);
    const invFlags = new Uint8Array(n);
    const invStatus = new Uint8Array(n);
    const invStatusFilters = new Uint8Array(n);
    // Stryker disable next-line ArrayDeclaration: the length only keeps the array dense; every index is written below, in order
    const invKey = new Array<string>(n);
    const invValue = new Float64Array(n);
    const invPaidValue = new Float64Array(n);
    const invText = Object.fromEntries(
      INVOICE_TEXT_FIELDS.map((f) => [f, new Int32Array(n)]),
    ) as Record<InvoiceTextField, Int32Array>;
    // Only the two line columns the sorts need are merged first; every other one is gathered
    // straight into by-code order afterwards, through one scratch array per type.
    const lineInv = new Int32Array(m);
    const lineCode = new Int32Array(m);
    const partIds: Int32Array[] = [];

    let i0 = 0;
    let m0 = 0;
    for (const part of parts) {
      // Local string ids → dataset ids. Interning each team's table in its own order gives the
      // ids one table would have given reading every invoice in team order.
      const ids = new Int32Array(part.strings.length);
      part.strings.forEach((text, k) => (ids[k] = strings.intern(text)));
      partIds.push(ids);
      const team = this.teamIndex.get(part.team) as number;
      invTeam.fill(team, i0, i0 + part.invoiceCount);
      invDate.set(part.invDate, i0);
      invFlags.set(part.invFlags, i0);
      invStatus.set(part.invStatus, i0);
      invStatusFilters.set(part.invStatusFilters, i0);
      invValue.set(part.invValue, i0);
      invPaidValue.set(part.invPaidValue, i0);
      for (let i = 0; i < part.invoiceCount; i += 1) {
        invKey[i0 + i] = part.invKey[i] as string;
        invId[i0 + i] = ids[part.invId[i] as number] as number;
      }
      for (const field of INVOICE_TEXT_FIELDS) {
        remapInto(invText[field], i0, part.invText[field], ids);
      }
      remapInto(lineCode, m0, part.lineText.code, ids);
      // Stryker disable next-line EqualityOperator: one step past a team's lines writes the next team's first slot, written again with it; past the last, the Int32Array drops it
      for (let k = 0; k < part.lineCount; k += 1) {
        lineInv[m0 + k] = (part.lineInv[k] as number) + i0;
      }
      i0 += part.invoiceCount;
      m0 += part.lineCount;
    }
    onProgress?.(n, m);

    // Ranks and D22 default orders, once per load.
    const dateRank = rankNumbers(invDate);
    const idRank = strings.rank(invId);
    const codeRank = strings.rank(lineCode);
    const teamNames = this.teamOrder.map(teamName);
    const teamNameRank = rankTexts(teamNames);
    const invIdRank: RankKey = { ranks: mapRanks(invId, idRank), max: idRank.max };
    const invTeamRank: RankKey = { ranks: mapRanks(invTeam, teamNameRank), max: teamNameRank.max };
    const invAll = identityOrder(n);
    const invByDateId = sortByRanks(invAll, [{ key: dateRank }, { key: invIdRank }]);
    const invByTeamDate = sortByRanks(invAll, [{ key: invTeamRank }, { key: dateRank }]);

    // Lines are stored in by-code's default order (D22: código, date, planilha), so by-code, the
    // biggest report and CSV, reads every column front to back.
    // A line ranks through its bulletin or its code's string id (no rank column per line).
    // The sorts only read their input order: one identity serves both, and is by-code's order.
    const lineAll = identityOrder(m);
    const lineByCode = sortByRanks(lineAll, [
      { key: codeRank, through: lineCode },
      { key: dateRank, through: lineInv },
      { key: invIdRank, through: lineInv },
    ]);
    const inv = permute(lineInv, lineByCode);
    const code = permute(lineCode, lineByCode);
    const lineByDateTeamCode = sortByRanks(lineAll, [
      { key: dateRank, through: inv },
      { key: invTeamRank, through: inv },
      { key: codeRank, through: code },
    ]);

    const scratch = {
      int: new Int32Array(m),
      float: new Float64Array(m),
      byte: new Uint8Array(m),
    };
    /** A line number column of every team, concatenated, in by-code order. */
    const gather = <T extends Int32Array | Float64Array | Uint8Array>(
      into: T,
      name: LineColumn,
    ): T => {
      let at = 0;
      for (const part of parts) {
        into.set(part[name], at);
        at += part.lineCount;
      }
      return permute(into, lineByCode);
    };
    /** A line text column of every team, string ids remapped, in by-code order. */
    const gatherText = (field: KeptLineText): Int32Array => {
      let at = 0;
      parts.forEach((part, p) => {
        remapInto(scratch.int, at, part.lineText[field], partIds[p] as Int32Array);
        at += part.lineCount;
      });
      return permute(scratch.int, lineByCode);
    };
    const lineText = Object.fromEntries(
      LINE_TEXT_FIELDS.map((f) => [f, f === 'code' ? code : gatherText(f)]),
    ) as Record<KeptLineText, Int32Array>;

    const dataset: Dataset = {
      globalFactor,
      teams: this.teamOrder,
      teamNames,
      teamLabels: this.teamOrder.map((team, t) =>
        team === '' ? NO_TEAM_LABEL : (teamNames[t] as string),
      ),
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
      linePos: gather(scratch.int, 'linePos'),
      lineText,
      lineQuantity: gather(scratch.float, 'lineQuantity'),
      linePrice: gather(scratch.float, 'linePrice'),
      lineFactor: gather(scratch.float, 'lineFactor'),
      lineTotal: gather(scratch.float, 'lineTotal'),
      linePaid: gather(scratch.byte, 'linePaid'),
      lineKind: gather(scratch.byte, 'lineKind'),
      dateRank,
      idRank,
      codeRank,
      invByDateId,
      invByTeamDate,
      lineByCode: lineAll,
      lineByDateTeamCode,
      coelba: {
        factor: gather(scratch.float, 'coelbaFactor'),
        total: gather(scratch.float, 'coelbaTotal'),
      },
    };
    return dataset;
  }
}

/** out[at + k] = ids[local[k]]: a team's local string ids as dataset ids. */
function remapInto(out: Int32Array, at: number, local: Int32Array, ids: Int32Array): void {
  // Stryker disable next-line EqualityOperator: one step past a team's ids writes the next team's first slot, written again with it; past the last, the typed array drops it
  for (let k = 0; k < local.length; k += 1) out[at + k] = ids[local[k] as number] as number;
}

/** `column` reordered: out[k] = column[order[k]] (order.length entries). */
function permute<T extends Int32Array | Float64Array | Uint8Array>(
  column: T,
  order: Int32Array,
): T {
  const out = new (column.constructor as new (n: number) => T)(order.length);
  // Stryker disable next-line EqualityOperator: a write one step past the end of a typed array is dropped
  for (let k = 0; k < order.length; k += 1) out[k] = column[order[k] as number] as number;
  return out;
}

/** rank of each row through its id: out[i] = key.ranks[ids[i]]. */
function mapRanks(ids: Int32Array, key: RankKey): Int32Array {
  const out = new Int32Array(ids.length);
  const r = key.ranks;
  // Stryker disable next-line EqualityOperator: a write one step past the end of an Int32Array is dropped
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
