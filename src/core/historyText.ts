/**
 * Issue 15: a history event in the words the Histórico dialog shows (pt-BR), one line for who
 * did what and when, and one line per thing it changed:
 *
 *   21/11/2026 14:32 — Supervisor Demo encaminhou para faturamento
 *   alterou a quantidade de 70042RD de 46,00 para 48,00 (R$ 762,13 → R$ 795,26)
 *
 * Every Portuguese word of the log lives here, so the dialog and its tests share them, but an
 * event's own words ('encaminhou para faturamento'), which are its registry entry's (P53).
 */
import { HISTORY_EVENTS, TOGGLE_IDS, toggleOf } from './actions';
import {
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatMoneyCents,
  formatQuantity,
} from './format';
import { HEADER_FIELD_LABELS } from './messages';
import type { HistoryAction, HistoryChange, HistoryEvent } from './model';
import { parseNumber } from './numbers';

/**
 * What each event reads as after the writer's name: the words of its registry entry (P53).
 * Keyed by every HistoryAction, the registry's events.
 */
export const HISTORY_ACTION_WORDS: Readonly<Record<HistoryAction, string>> = Object.fromEntries(
  HISTORY_EVENTS.map((event) => [event.name, event.words]),
) as Record<HistoryAction, string>;

/** Every action an event may record, in registry order: the rules' and fixture mode's list. */
export const HISTORY_ACTION_LIST: readonly HistoryAction[] = HISTORY_EVENTS.map(
  (event) => event.name,
);

export const HISTORY_MESSAGES = {
  title: 'Histórico',
  empty: 'Nenhuma alteração registrada.',
  loading: 'Carregando histórico...',
  loadError: 'Erro ao carregar o histórico.',
  unknownUser: 'Usuário desconhecido',
  deletedTitle: 'Boletins excluídos',
  deletedEmpty: 'Nenhum boletim excluído nesta equipe.',
  reason: (reason: string) => `Motivo: ${reason}`,
  lastReturn: (byName: string, when: string) => `Devolvido por ${byName} em ${when}`,
} as const;

/**
 * The names the log gives a bulletin's own fields (those outside the header and the lists, and
 * other than those SAID_BY_ACTION).
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  total: 'o total sem fator',
  total_wfactor: 'o valor do boletim',
  totalWithFactor: 'o valor do boletim',
  status: 'a situação',
  id: 'o número',
};

/**
 * Fields whose change the event's own words already say: every mark's ('marcou como pago', and
 * a return or Dar Baixa writes no other), and `checked` ('encaminhou', 'retornou').
 */
const SAID_BY_ACTION: ReadonlySet<string> = new Set([
  ...TOGGLE_IDS.flatMap((id) => toggleOf(id).fields),
  'checked',
]);

/** Money fields of a bulletin, shown as R$. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['total', 'total_wfactor', 'totalWithFactor']);

/** How a stored value reads: text in quotes, numbers pt-BR, nothing as '(vazio)'. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(vazio)';
  if (typeof value === 'number') return formatDecimal(value, Number.isInteger(value) ? 0 : 2);
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return `"${String(value)}"`;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function lineOf(value: unknown): Record<string, unknown> {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a line stored as text or a number has none of the fields read from it, as {} has none
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** A pedido as D39 reads it: '-' or empty is none. */
function pedidoText(value: unknown): string {
  const t = text(value);
  return t === '-' ? '' : t;
}

/** The line totals of a service change, '(R$ a → R$ b)', when the event kept them. */
function totals(change: HistoryChange): string {
  if (change.totalBefore === undefined || change.totalAfter === undefined) return '';
  return ` (${formatMoneyCents(change.totalBefore)} → ${formatMoneyCents(change.totalAfter)})`;
}

const SERVICE_FIELDS: Readonly<Record<string, { label: string; read: (v: unknown) => string }>> = {
  quantity: { label: 'a quantidade', read: (v) => formatQuantity(parseNumber(v)) },
  price: { label: 'o preço', read: (v) => formatMoney(parseNumber(v)) },
  factor: {
    label: 'o fator',
    read: (v) => (parseNumber(v) > 0 ? formatDecimal(parseNumber(v), 4) : 'o global'),
  },
  code: { label: 'o código', read: (v) => text(v) || '(vazio)' },
  activity: { label: 'a atividade', read: shown },
  description: { label: 'a descrição', read: shown },
  unid: { label: 'a unidade', read: shown },
  und: { label: 'a unidade', read: shown },
};

function serviceLines(change: HistoryChange): string[] {
  const before = lineOf(change.before);
  const after = lineOf(change.after);
  const code = text(after.code) || text(before.code) || 'sem código';
  if (change.before === undefined) {
    return [
      `adicionou o serviço ${code}, quantidade ${formatQuantity(parseNumber(after.quantity))}` +
        (change.totalAfter === undefined ? '' : ` (${formatMoneyCents(change.totalAfter)})`),
    ];
  }
  if (change.after === undefined) {
    return [
      `removeu o serviço ${code}, quantidade ${formatQuantity(parseNumber(before.quantity))}` +
        (change.totalBefore === undefined ? '' : ` (${formatMoneyCents(change.totalBefore)})`),
    ];
  }
  const out: string[] = [];
  const pedidoBefore = pedidoText(before.pedido);
  const pedidoAfter = pedidoText(after.pedido);
  if (pedidoBefore !== pedidoAfter) {
    out.push(
      pedidoAfter === ''
        ? `apagou o pedido ${pedidoBefore} de ${code}`
        : pedidoBefore === ''
          ? `definiu o pedido ${pedidoAfter} em ${code}`
          : `trocou o pedido de ${code} de ${pedidoBefore} para ${pedidoAfter}`,
    );
  }
  const fields = Object.keys(SERVICE_FIELDS).filter(
    (field) =>
      (SERVICE_FIELDS[field] as { read: (v: unknown) => string }).read(before[field]) !==
      (SERVICE_FIELDS[field] as { read: (v: unknown) => string }).read(after[field]),
  );
  fields.forEach((field, index) => {
    const { label, read } = SERVICE_FIELDS[field] as {
      label: string;
      read: (v: unknown) => string;
    };
    // The line's totals once, after the last number that moved them.
    const last = index === fields.length - 1;
    out.push(
      `alterou ${label} de ${code} de ${read(before[field])} para ${read(after[field])}` +
        (last ? totals(change) : ''),
    );
  });
  return out;
}

function materialLines(change: HistoryChange): string[] {
  const before = lineOf(change.before);
  const after = lineOf(change.after);
  const code = text(after.material) || text(before.material) || 'sem código';
  const name = text(after.descriptions) || text(before.descriptions);
  const named = name ? `${code} (${name})` : code;
  if (change.before === undefined) {
    return [
      `adicionou o material ${named}, quantidade ${formatQuantity(parseNumber(after.quantity))}`,
    ];
  }
  if (change.after === undefined) return [`removeu o material ${named}`];
  const out: string[] = [];
  if (parseNumber(before.quantity) !== parseNumber(after.quantity)) {
    out.push(
      `alterou a quantidade do material ${code} de ${formatQuantity(parseNumber(before.quantity))} para ${formatQuantity(parseNumber(after.quantity))}`,
    );
  }
  for (const [field, label] of [
    ['action', 'a ação'],
    ['descriptions', 'a descrição'],
    ['type', 'o tipo'],
    ['material', 'o código'],
  ] as const) {
    if (text(before[field]) !== text(after[field])) {
      out.push(
        `alterou ${label} do material ${code} de ${shown(before[field])} para ${shown(after[field])}`,
      );
    }
  }
  return out;
}

function photoLines(change: HistoryChange): string[] {
  const before = lineOf(change.before);
  const after = lineOf(change.after);
  const pg = text(after.pg) || text(before.pg);
  const named = pg ? `a estrutura pg ${pg}` : 'uma estrutura';
  const of = pg ? `da estrutura pg ${pg}` : 'de uma estrutura';
  // P60 (issue 40): an audit reads whether a structure came or went with its photo.
  const withPhoto = (line: Record<string, unknown>) =>
    text(line.firebasePath) ? ', com foto' : '';
  if (change.before === undefined) return [`adicionou ${named}${withPhoto(after)}`];
  if (change.after === undefined) return [`removeu ${named}${withPhoto(before)}`];
  const out: string[] = [];
  for (const [field, label] of [
    ['pg', 'o pg'],
    ['obs', 'a observação'],
    ['material', 'o material'],
  ] as const) {
    if (text(before[field]) !== text(after[field])) {
      out.push(`alterou ${label} ${of} de ${shown(before[field])} para ${shown(after[field])}`);
    }
  }
  const [was, is] = [text(before.firebasePath), text(after.firebasePath)];
  if (was !== is) {
    const to = pg ? `à estrutura pg ${pg}` : 'a uma estrutura';
    if (was === '') out.push(`adicionou uma foto ${to}`);
    else if (is === '') out.push(`removeu a foto ${of}`);
    else out.push(`trocou a foto ${of}`);
  }
  return out;
}

/** The lines one change reads as (none for what the action's words already say). */
export function describeChange(change: HistoryChange): string[] {
  const [root, field] = change.path.split('/') as [string, string | undefined];
  if (root === 'services') return serviceLines(change);
  if (root === 'materials') return materialLines(change);
  if (root === 'photos') return photoLines(change);
  if (root === 'header' && field !== undefined) {
    const label = (HEADER_FIELD_LABELS as Record<string, string>)[field] ?? field;
    if (field === 'pedido') {
      const after = pedidoText(change.after);
      return [
        after === '' ? 'apagou o pedido do boletim' : `definiu o pedido do boletim: ${after}`,
      ];
    }
    // A field the form saved empty where the record had none reads the same: no line.
    if (shown(change.before) === shown(change.after)) return [];
    return [`alterou ${label} de ${shown(change.before)} para ${shown(change.after)}`];
  }
  if (SAID_BY_ACTION.has(root)) return [];
  const label = FIELD_LABELS[root] ?? root;
  if (MONEY_FIELDS.has(root)) {
    return [
      `alterou ${label} de ${formatMoney(parseNumber(change.before))} para ${formatMoney(parseNumber(change.after))}`,
    ];
  }
  if (shown(change.before) === shown(change.after)) return [];
  return [`alterou ${label} de ${shown(change.before)} para ${shown(change.after)}`];
}

/** An event as the Histórico dialog lists it. */
export interface EventText {
  /** '21/11/2026 14:32' in the viewer's time. */
  when: string;
  /** 'Supervisor Demo encaminhou para faturamento'. */
  summary: string;
  /** One line per thing changed, the return's reason first. */
  details: string[];
}

function refText(ref: { id?: string; key?: string } | undefined): string {
  // Stryker disable next-line OptionalChaining: every caller passes a ref (the items of `into`, a present `from`)
  return ref?.id || ref?.key || '?';
}

/**
 * Issue 15: the dialog's words for one event; `offsetMinutes` is the viewer's offset east of
 * UTC (the UI passes -new Date(at).getTimezoneOffset()).
 */
export function describeEvent(event: HistoryEvent, offsetMinutes = 0): EventText {
  const who = event.byName?.trim() || HISTORY_MESSAGES.unknownUser;
  let what = HISTORY_ACTION_WORDS[event.action] ?? event.action;
  if (event.action === 'split-into' && event.into && event.into.length > 0) {
    what = `dividiu o boletim em ${event.into.map(refText).join(' e ')}`;
  }
  if (event.action === 'split-from' && event.from) {
    what = `criou este boletim ao dividir o ${refText(event.from)}`;
  }
  const details: string[] = [];
  if (event.reason) details.push(HISTORY_MESSAGES.reason(event.reason));
  for (const change of event.changes ?? []) details.push(...describeChange(change));
  return {
    when: typeof event.at === 'number' ? formatDateTime(event.at, offsetMinutes) : '',
    summary: `${who} ${what}`,
    details,
  };
}

/** The dialog's order: newest first (by revision, which the database moves by one each change). */
export function newestFirst(events: readonly HistoryEvent[]): HistoryEvent[] {
  return [...events].sort((a, b) => b.rev - a.rev);
}
