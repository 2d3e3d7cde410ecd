/**
 * The report group-bys written with Arquero 7 (issue 4: "a general-purpose columnar library a
 * user might pick instead"), over the SAME normalized data as the engine (numbers parsed, cents
 * computed), so only the query work is compared. Each query filters, orders and aggregates
 * what its report needs; orderings are forced with indices().
 */
import * as aq from 'arquero';
import { DAY_MS, monthlyCycles } from '../../src/core/dates';
import {
  FLAG_ACCEPTED,
  FLAG_CHECKED,
  FLAG_MONTHLY,
  FLAG_PAID,
  FLAG_VIEWED,
} from '../../workers/engine/dataset';
import type { Dataset } from '../../workers/engine/dataset';
import type { ReportKind, ReportParams } from '../../workers/contract';

type Table = ReturnType<typeof aq.table>;

export interface ArqueroTables {
  invoices: Table;
  lines: Table;
}

/** Column tables of the dataset: one row per bulletin, one row per coded line (invoice fields joined). */
export function arqueroTables(data: Dataset): ArqueroTables {
  const text = data.strings.values;
  const n = data.invoiceCount;
  const flag = (bit: number) => Array.from(data.invFlags, (f) => (f & bit) !== 0);
  const invoices = aq.table({
    inv: Array.from({ length: n }, (_, i) => i),
    team: Array.from(data.invTeam),
    teamName: Array.from(data.invTeam, (t) => data.teamNames[t]),
    id: Array.from(data.invId, (s) => text[s]),
    date: Array.from(data.invDate),
    accepted: flag(FLAG_ACCEPTED),
    monthly: flag(FLAG_MONTHLY),
    checked: flag(FLAG_CHECKED),
    paid: flag(FLAG_PAID),
    viewed: flag(FLAG_VIEWED),
    value: Array.from(data.invValue),
    paidValue: Array.from(data.invPaidValue),
    city: Array.from(data.invText.city, (s) => text[s]),
    project: Array.from(data.invText.project, (s) => text[s]),
    title: Array.from(data.invText.title, (s) => text[s]),
  });
  const { coelba } = data;
  const li = data.lineInv;
  const lines = aq.table({
    inv: Array.from(li),
    team: Array.from(li, (i) => data.invTeam[i]),
    teamName: Array.from(li, (i) => data.teamNames[data.invTeam[i] as number]),
    id: Array.from(li, (i) => text[data.invId[i] as number]),
    date: Array.from(li, (i) => data.invDate[i]),
    accepted: Array.from(li, (i) => ((data.invFlags[i] as number) & FLAG_ACCEPTED) !== 0),
    city: Array.from(li, (i) => text[data.invText.city[i] as number]),
    si: Array.from(li, (i) => text[data.invText.si[i] as number]),
    code: Array.from(data.lineText.code, (s) => text[s]),
    service: Array.from(data.lineText.service, (s) => text[s]),
    pedido: Array.from(data.lineText.pedido, (s) => text[s]),
    paid: Array.from(data.linePaid),
    kind: Array.from(data.lineKind),
    quantity: Array.from(data.lineQuantity),
    price: Array.from(data.linePrice),
    factor: Array.from(data.lineFactor),
    total: Array.from(data.lineTotal),
    coelbaFactor: Array.from(coelba.factor),
    coelbaTotal: Array.from(coelba.total),
  });
  return { invoices, lines };
}

const inPeriod = (t: Table, p: ReportParams) =>
  t
    .params({ start: p.period.start, end: p.period.end })
    .filter(
      (d: { accepted: boolean; date: number }, $: { start: number; end: number }) =>
        d.accepted && d.date >= $.start && d.date <= $.end,
    );

/** One Arquero query per report, returning something that depends on all its work. */
export const ARQUERO_REPORTS: Record<ReportKind, (t: ArqueroTables, p: ReportParams) => unknown> = {
  general: (t, p) => {
    const rows = inPeriod(t.invoices, p);
    return [
      rows.orderby('date', 'id').indices(),
      rows
        .rollup({
          n: aq.op.count(),
          value: aq.op.sum('value'),
          paid: 'd => op.sum(d.paid ? d.value : 0)',
          checked: 'd => op.sum(d.checked ? d.value : 0)',
        })
        .objects(),
    ];
  },
  'by-code': (t, p) => {
    const rows = inPeriod(t.lines, p);
    return [
      rows.orderby('code', 'date', 'id').indices(),
      rows
        .rollup({
          n: aq.op.count(),
          codes: aq.op.distinct('code'),
          invoices: aq.op.distinct('inv'),
          quantity: aq.op.sum('quantity'),
          total: aq.op.sum('total'),
        })
        .objects(),
    ];
  },
  'by-team': (t, p) => {
    const rows = inPeriod(t.invoices, p);
    return [
      rows.orderby('teamName', 'date').indices(),
      rows
        .groupby('team')
        .rollup({ n: aq.op.count(), value: aq.op.sum('value') })
        .objects(),
    ];
  },
  'by-type': (t, p) =>
    inPeriod(t.lines, p)
      .groupby('team', 'kind')
      .rollup({ value: aq.op.sum('total') })
      .objects(),
  coelba: (t, p) =>
    inPeriod(t.lines, p)
      .groupby('city', 'code', 'price', 'coelbaFactor', 'pedido')
      .rollup({
        quantity: aq.op.sum('quantity'),
        total: aq.op.sum('coelbaTotal'),
        ids: aq.op.array_agg_distinct('id'),
        pes: aq.op.array_agg_distinct('si'),
        lines: aq.op.count(),
      })
      .orderby('city', 'code')
      .objects(),
  paid: (t, p) => {
    const rows = inPeriod(t.invoices, p);
    return [
      rows.orderby('date', 'id').indices(),
      rows
        .rollup({
          n: aq.op.count(),
          value: aq.op.sum('value'),
          paidValue: aq.op.sum('paidValue'),
          withPayment: 'd => op.sum(d.paidValue > 0 ? 1 : 0)',
        })
        .objects(),
    ];
  },
  'paid-summary': (t, p) =>
    inPeriod(t.invoices, p)
      .groupby('team')
      .rollup({
        n: aq.op.count(),
        paid: 'd => op.sum(d.paid ? 1 : 0)',
        amount: aq.op.sum('paidValue'),
      })
      .objects(),
  daily: (t, p) => {
    const rows = inPeriod(t.invoices, p);
    return [
      rows
        .groupby('team')
        .rollup({
          n: aq.op.count(),
          value: aq.op.sum('value'),
          checked: 'd => op.sum(d.checked ? 1 : 0)',
          viewed: 'd => op.sum(d.viewed ? d.value : 0)',
        })
        .objects(),
      rows
        .params({ day: DAY_MS })
        .derive({ day: '(d, $) => op.floor(d.date / $.day)' })
        .groupby('team', 'day')
        .rollup({ n: aq.op.count(), value: aq.op.sum('value') })
        .objects(),
    ];
  },
  monthly: (t, p) => {
    const cycles = monthlyCycles(p.today);
    const cycleOf = (date: number) => cycles.findIndex((c) => date >= c.start && date <= c.end);
    return t.invoices
      .filter((d: { monthly: boolean }) => d.monthly)
      .derive({ cycle: aq.escape((d: { date: number }) => cycleOf(d.date)) })
      .filter((d: { cycle: number }) => d.cycle >= 0)
      .groupby('team', 'cycle')
      .rollup({ n: aq.op.count(), value: aq.op.sum('value') })
      .objects();
  },
  'faturamento-real': (t, p) => {
    const rows = inPeriod(t.lines, p);
    return [
      rows.orderby('date', 'teamName', 'code').indices(),
      rows
        .rollup({ n: aq.op.count(), quantity: aq.op.sum('quantity'), total: aq.op.sum('total') })
        .objects(),
    ];
  },
};
