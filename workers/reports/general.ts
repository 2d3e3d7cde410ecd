import {
  GENERAL_STATUS_FILTERS,
  STATUS_LABELS,
  csvBool,
  csvField,
  csvMoney,
  csvQuoted,
  formatDate,
} from '../../src/core';
import { FLAG_CHECKED, FLAG_PAID, STATUS_ORDER } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { CSV_HEADERS } from '../messages';
import { EOL, SEP, invoicesInPeriod, itemKey, itemNumberKey, prepareSearch } from './common';
import type { GeneralRow, ReportParams, ReportResult } from './types';

/**
 * General report (SPEC §2): one row per accepted bulletin (D10) in the period (D6), filtered by
 * status (D41, default all) and search (D41: ID, Equipe, Projeto, Título, PMS, OS, Município),
 * in D22 order (date, then id). Cards per D30.
 */
export function generalReport(data: Dataset, params: ReportParams): ReportResult<'general'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = prepareSearch(data, params.search);
  const { invId, invTeam, invText, invFlags, invValue } = data;
  // Core's matchesStatusFilter, evaluated per bulletin at load (D41).
  const statusBit = 1 << GENERAL_STATUS_FILTERS.indexOf(params.status);
  const { project, title, pms, os, city } = invText;
  const order = data.invByDateId;
  const rows = new Int32Array(order.length);
  let count = 0;
  for (let o = 0; o < order.length; o += 1) {
    const i = order[o] as number;
    if (!inPeriod[i]) continue;
    if (!((data.invStatusFilters[i] as number) & statusBit)) continue;
    if (search) {
      const s = search.strings;
      const hit =
        s[invId[i] as number] ||
        search.teams[invTeam[i] as number] ||
        s[project[i] as number] ||
        s[title[i] as number] ||
        s[pms[i] as number] ||
        s[os[i] as number] ||
        s[city[i] as number];
      if (!hit) continue;
    }
    rows[count++] = i;
  }
  const items = rows.slice(0, count);

  const cards = {
    totalInvoices: count,
    totalValueCents: 0,
    paid: { count: 0, valueCents: 0 },
    unpaid: { count: 0, valueCents: 0 },
    checked: { count: 0, valueCents: 0 },
    unchecked: { count: 0, valueCents: 0 },
  };
  for (let r = 0; r < count; r += 1) {
    const i = items[r] as number;
    const value = invValue[i] as number;
    const flags = invFlags[i] as number;
    cards.totalValueCents += value;
    const paid = flags & FLAG_PAID ? cards.paid : cards.unpaid;
    paid.count += 1;
    paid.valueCents += value;
    const checked = flags & FLAG_CHECKED ? cards.checked : cards.unchecked;
    checked.count += 1;
    checked.valueCents += value;
  }

  const text = data.strings.values;
  const row = (r: number): GeneralRow => {
    const i = items[r] as number;
    const team = invTeam[i] as number;
    return {
      id: r,
      team: data.teams[team] as string,
      teamName: data.teamNames[team] as string,
      key: data.invKey[i] as string,
      invoiceId: text[invId[i] as number] as string,
      project: text[project[i] as number] as string,
      title: text[title[i] as number] as string,
      pms: text[pms[i] as number] as string,
      os: text[os[i] as number] as string,
      city: text[city[i] as number] as string,
      date: data.invDate[i] as number,
      valueCents: invValue[i] as number,
      checked: ((invFlags[i] as number) & FLAG_CHECKED) !== 0,
      paid: ((invFlags[i] as number) & FLAG_PAID) !== 0,
      status:
        STATUS_LABELS[STATUS_ORDER[data.invStatus[i] as number] as keyof typeof STATUS_LABELS],
    };
  };

  return {
    kind: 'general',
    rowCount: count,
    summary: { cards },
    row,
    sortKeys: {
      id: () => itemKey(items, data.idRank, invId),
      equipe: () => itemKey(items, data.teamNameRank, invTeam),
      data: () => itemKey(items, data.dateRank),
      valor: () => itemNumberKey(items, invValue),
    },
    csv: {
      headers: CSV_HEADERS.general,
      line: (r) => {
        const x = row(r);
        return (
          csvField(x.invoiceId) +
          SEP +
          csvQuoted(x.teamName) +
          SEP +
          csvField(x.project) +
          SEP +
          csvField(x.title) +
          SEP +
          csvField(x.pms) +
          SEP +
          csvField(x.os) +
          SEP +
          csvField(x.city) +
          SEP +
          formatDate(x.date) +
          SEP +
          csvMoney(x.valueCents) +
          SEP +
          csvBool(x.checked) +
          SEP +
          csvBool(x.paid) +
          SEP +
          csvField(x.status) +
          EOL
        );
      },
      footers: [],
    },
  };
}
