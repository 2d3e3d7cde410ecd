/**
 * Every Portuguese string the core produces (STYLE.md habit 6): validation messages (SPEC §5),
 * login errors (SPEC §8), workflow refusals, status and goal labels. Tests and UI share these.
 */
import { HEADER_FIELDS, HEADER_KEYS, REQUIRED_HEADER_KEYS } from './headerFields';
import type { HeaderKey } from './headerFields';
import { spokenList } from './text';

/** SPEC §5 validation messages, to the letter. */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email deve ter um formato válido',
  passwordRequired: 'Senha é obrigatória',
  passwordTooShort: 'Senha deve ter pelo menos 6 caracteres',
  teamRequired: 'Selecione uma equipe',
  // 'Preencha os campos obrigatórios: Título, Projeto e Data': the header table's required fields.
  newBulletinRequired: `Preencha os campos obrigatórios: ${spokenList(
    REQUIRED_HEADER_KEYS.map((key) => HEADER_FIELDS[key].label),
    'e',
  )}`,
  editRequired: 'Preencha todos os campos obrigatórios',
  reportTeamsAndPeriod: 'Selecione pelo menos uma equipe e defina o período.',
  reportTeams: 'Selecione pelo menos uma equipe.',
  pedidoSelectionRequired: 'Selecione pelo menos um item para atualizar.',
  pedidoConfirm: 'Deseja dar baixa nos códigos selecionados?',
  pedidoPrompt: 'Entre o número do pedido. Deixe em branco para apagar o pedido.',
  // Not worded by SPEC (P-rulings): what a careful user expects to read.
  invalidDate: 'Data inválida. Use o formato dd/mm/aaaa.',
  invalidQuantity: 'A quantidade deve ser um número inteiro maior ou igual a 1.',
} as const;

/** SPEC §8 login messages, to the letter. */
export const LOGIN_MESSAGES = {
  badCredentials: 'Email ou senha incorretos.',
  tooManyRequests: 'Muitas tentativas de login. Tente novamente mais tarde.',
  network: 'Erro de conexão. Verifique sua internet.',
  disabled: 'Esta conta foi desabilitada.',
  other: 'Erro no login. Tente novamente.',
} as const;

/** SPEC §8 alerts that belong to workflow actions (the UI shows them on failure/success). */
export const WORKFLOW_MESSAGES = {
  wrongPassword: 'Senha incorreta.',
  forwardError: 'Erro ao marcar boletim como corrigido.',
  returnError: 'Erro ao retornar boletim para supervisão.',
  viewedError: 'Erro ao marcar como visto.',
  paidError: 'Erro ao marcar como pago.',
  attachedError: 'Erro ao marcar como anexado.',
  bulkError: 'Erro ao executar ação em massa.',
  deleteError: 'Erro ao deletar boletim.',
  createError: 'Erro ao criar boletim. Tente novamente.',
  pedidosError: 'Erro ao atualizar pedidos. Verifique o console para mais detalhes.',
  splitSuccess: 'Boletim dividido com sucesso!',
  createSuccess: 'Boletim criado com sucesso!',
} as const;

/**
 * D51: the one line a screen shows when nothing was written because a bulletin was changed or
 * deleted elsewhere since the user saw it. `id` names the bulletin when the action touched
 * several (Dar Baixa, bulk, Atualizar Pedidos); null is the one the screen is about.
 */
export function conflictReason(kind: 'changed' | 'removed', id: string | null): string {
  if (kind === 'changed') {
    return `Nada foi salvo: ${id === null ? 'este boletim' : `o boletim ${id}`} foi alterado em outro lugar. Recarregue e tente de novo.`;
  }
  return id === null
    ? 'Este boletim foi excluído em outro lugar.'
    : `Nada foi salvo: o boletim ${id} foi excluído em outro lugar.`;
}

/** SPEC §8 'Erro ao dividir boletim: {message}'. */
export function splitErrorMessage(reason: string): string {
  return `Erro ao dividir boletim: ${reason}`;
}

/** SPEC §7 'Pedidos atualizados com sucesso! {n} itens processados.' (n counts selected rows, D15). */
export function pedidosSuccessMessage(count: number): string {
  return `Pedidos atualizados com sucesso! ${count} itens processados.`;
}

/** Reasons a workflow transition is refused (shown after 'Erro ao dividir boletim: ' etc.). */
export const REFUSALS = {
  notAllowed: 'Ação não permitida para o seu perfil.',
  returnReasonRequired: 'Informe o motivo da devolução (pelo menos 5 caracteres).',
  returnReasonTooLong: 'O motivo da devolução deve ter no máximo 1000 caracteres.',
  alreadyChecked: 'O boletim já foi encaminhado para o faturamento.',
  notChecked: 'O boletim ainda não foi encaminhado para o faturamento.',
  notMixed: 'O boletim não possui códigos de investimento e de despesa misturados.',
  missingGroup: 'O boletim precisa ter serviços de investimento (I) e de despesa (C).',
  noSelection: 'Nenhum boletim selecionado.',
  noLines: 'Nenhuma linha selecionada.',
  lineNotFound: 'Linha de serviço não encontrada.',
  wrongPassword: 'Senha incorreta.',
  /** P57: an attached bulletin is billed; only an admin changes it. */
  attachedAdminOnly:
    'Este boletim já foi anexado ao faturamento: só um administrador pode alterá-lo.',
  /**
   * Issue 14: what the database refuses a supervisor's split (the halves would carry someone
   * else's forward, an admin's mark or a pedido, or more lines than the rules check).
   */
  splitForwarded: 'Só o administrador pode dividir um boletim já encaminhado para o faturamento.',
  splitMarked:
    'Só o administrador pode dividir um boletim marcado como visualizado, pago ou anexado.',
  splitPedido: 'Só o administrador pode dividir um boletim com pedido ou com linha paga.',
  splitTooLong:
    'Só o administrador pode dividir um boletim com mais de 100 serviços de investimento ou de despesa.',
  /** Issue 14: a service line with a pedido (Atualizar Pedidos) is the admin's to change. */
  pedidoLine: 'Linha com pedido: só o administrador pode alterar.',
  /** P15: a forward records who made it; a record with no name and no sign-in email cannot. */
  noChecker:
    'Seu cadastro não tem nome nem email: não é possível registrar quem encaminhou o boletim.',
} as const;

/** D13: the refusal naming the codes that are neither investment nor expense. */
export function unclassifiedCodesReason(codes: readonly string[]): string {
  return `Códigos sem classificação de investimento (I) ou despesa (C): ${codes.join(', ')}.`;
}

/** The label a service line without a code gets when a refusal must name it. */
export const NO_CODE_LABEL = '(sem código)';

/** D19: cycle labels by the month a cycle ends in. */
export const MONTH_LABELS = [
  'JAN',
  'FEV',
  'MAR',
  'ABR',
  'MAI',
  'JUN',
  'JUL',
  'AGO',
  'SET',
  'OUT',
  'NOV',
  'DEZ',
] as const;

/** D9: display status labels. */
export const STATUS_LABELS = {
  attached: 'Anexado',
  paid: 'Pago',
  viewed: 'Visualizado',
  checked: 'Corrigido',
  pending: 'Pendente',
} as const;

/** Status filter labels (general report: all, paid, unpaid, checked, unchecked; home: a subset). */
export const STATUS_FILTER_LABELS = {
  all: 'Todos',
  paid: 'Pagos',
  unpaid: 'Não Pagos',
  checked: 'Corrigidos',
  unchecked: 'Não Corrigidos',
} as const;

/** D18: status against the final goal. */
export const GOAL_STATUS_LABELS = {
  below: 'Fora da Meta',
  met: 'Na Meta',
  above: 'Acima da Meta',
} as const;

/** D18: status against the maximum goal. */
export const MAX_GOAL_STATUS_LABELS = {
  below: 'Fora da Máxima',
  met: 'Na Máxima',
  above: 'Acima da Máxima',
} as const;

/** SPEC §2 monthly tooltip status (at or above the goal is 'Acima da Meta'). */
export const MONTHLY_STATUS_LABELS = {
  above: 'Acima da Meta',
  below: 'Abaixo da Meta',
} as const;

/** SPEC §2, D45: monthly average when no cycle has a value. */
export const NO_DATA_LABEL = 'Sem dados';

/** SPEC §2 by-team: the group of bulletins with no team. */
export const NO_TEAM_LABEL = 'Sem Equipe';

/** D23: booleans in the CSV. */
export const YES_NO = { yes: 'Sim', no: 'Não' } as const;

/** Success notices not worded by SPEC (P-rulings): short and in the SPEC's tone. */
export const NOTICES = {
  forwarded: 'Boletim encaminhado para o faturamento.',
  returned: 'Boletim retornado para supervisão.',
  viewed: 'Boletim marcado como visto.',
  paid: 'Boletim marcado como pago.',
  attached: 'Boletim marcado como anexado.',
  // A mark cleared (SPEC §4: an admin's mark is undone by the same button).
  unviewed: 'Marcação de visto removida.',
  unpaid: 'Marcação de pago removida.',
  unattached: 'Marcação de anexado removida.',
  deleted: 'Boletim excluído.',
  bulkDone: 'Ação em massa concluída.',
} as const;

/**
 * Issue 16: labels of the bulletin header fields (P54: the header table's; si is shown as PES),
 * so a refusal or the history names the field the screen shows.
 */
export const HEADER_FIELD_LABELS = Object.fromEntries(
  HEADER_KEYS.map((key) => [key, HEADER_FIELDS[key].label]),
) as Readonly<Record<HeaderKey, string>>;

/** Issue 16: the names a refusal gives the number fields of a line. */
export const NUMBER_FIELD_LABELS = {
  quantity: 'Quantidade',
  price: 'Preço unitário',
  factor: 'Fator',
} as const;

/**
 * Issue 16: what a form says about a number typed into it (D3 read strictly), text lengths and
 * image URLs. Not worded by SPEC (P-rulings): short, naming the field and the way out.
 */
export const FORM_MESSAGES = {
  unreadableNumber: (label: string, text: string) =>
    `${label}: "${text}" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.`,
  ambiguousNumber: (label: string, text: string) =>
    `${label}: em "${text}" o ponto pode ser de milhar ou de decimal. Escreva ${text},00 para milhar ou use vírgula para decimais, como 2,5.`,
  aboveZero: (label: string) => `${label}: informe um valor maior que 0.`,
  notNegative: (label: string) => `${label}: o valor não pode ser negativo.`,
  quantityTooLarge: 'Quantidade: o máximo é 100.000.',
  /** P56: a number beyond the rules' bound for its field, the bound written the pt-BR way. */
  atMost: (label: string, bound: string) => `${label}: o máximo é ${bound}.`,
  /** P56: a service line that would take the bulletin's total beyond the rules' bound. */
  totalTooLarge: (bound: string) =>
    `O total do boletim passaria do máximo de ${bound}. Lance o restante em outro boletim.`,
  tooLong: (label: string, max: number) => `${label}: no máximo ${max} caracteres.`,
  imageUrl: 'URL da imagem inválida: use um endereço que comece com http:// ou https://.',
  /** Under a number field: how to type it. */
  numberHint: 'Use vírgula para decimais: 2,5 ou 1.234,56.',
  quantityHint: 'Ex.: 2 ou 2,5 (máx. 100.000)',
  integerQuantityHint: 'Número inteiro, de 1 a 100.000',
  kmHint: 'Ex.: 12,5',
  /** SPEC §5 goal inputs: what the report will use, so a typed goal is never silently 0. */
  goalReads: (amount: string) => `Usada: ${amount}`,
  /** Issue 22: a negative, empty or non-numeric goal, refused next to its field. */
  goalInvalid: 'Informe uma meta válida (zero ou maior).',
} as const;
