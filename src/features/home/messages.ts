/** '2001', '2001 e 2002', '2001, 2002 e 2003'. */
function listIds(ids: readonly string[]): string {
  return ids.length <= 1 ? ids.join('') : `${ids.slice(0, -1).join(', ')} e ${ids.at(-1)}`;
}

/** D14, issue 23: the bulletins the person skipped in a Dar Baixa, by id ('1 pulado (2003)'). */
function skippedPart(skipped: readonly string[]): string {
  return `${skipped.length} ${skipped.length === 1 ? 'pulado' : 'pulados'} (${listIds(skipped)})`;
}

/** Portuguese strings of the home screen (STYLE habit 6). SPEC §2 wording where SPEC gives it. */
export const HOME_MESSAGES = {
  // SPEC §2 welcome
  welcomeTitle: 'Sistema de Faturamento',
  welcomeText: 'Escolha uma equipe no menu ao lado para começar.',
  teamsAvailable: (n: number) => (n === 1 ? '1 equipe disponível' : `${n} equipes disponíveis`),
  noTeams: 'Nenhuma equipe disponível para o seu usuário.',
  greeting: (name: string) => `Olá, ${name}`,
  profile: 'Perfil',
  yourTeams: 'Suas equipes',
  currentCycle: 'Ciclo de faturamento atual',
  dateRange: (from: string, to: string) => `${from} a ${to}`,
  // SPEC §2 sidebar
  sidebar: 'Menu lateral',
  teams: 'Equipes',
  reports: 'Relatórios',
  adminSection: 'Administração',
  manageUsers: 'Gerenciar Usuários',
  newBulletin: 'Novo Boletim',
  version: (v: string) => `Versão ${v}`,
  openMenu: 'Abrir menu',
  opensInNewWindow: 'abre em nova janela',
  // SPEC §2 header
  signOut: 'Sair',
  home: 'Início',
  // SPEC §2 team table
  tableTitle: 'Boletins da Equipe',
  statusFilter: 'Status',
  search: 'Buscar',
  searchPlaceholder: 'ID, título, projeto, município…',
  period: (from: string, to: string) => `Período: ${from} a ${to}`,
  periodNote: 'mais todos os boletins não corrigidos',
  count: (n: number) => (n === 1 ? '1 boletim' : `${n} boletins`),
  empty: 'Nenhum boletim encontrado',
  loadError: 'Não foi possível carregar os boletins desta equipe.',
  columns: {
    id: 'ID',
    title: 'Título',
    project: 'Projeto',
    date: 'Data',
    city: 'Município',
    value: 'Valor',
    status: 'Status',
  },
  noDate: 'Sem data',
  // Issue 40: the list of cards below 600 px (a phone)
  cards: {
    selectOne: (id: string) => `Selecionar boletim ${id}`,
    selectAll: (n: number) => `Selecionar todos (${n})`,
    order: 'Mais recentes primeiro',
    showMore: (shown: number, total: number) => `Mostrar mais (${shown} de ${total})`,
    loading: 'Carregando boletins...',
  },
  // Issue 16: the pedido Dar Baixa stored (header.pedido), under the status chip
  pedido: (pedido: string) => `Pedido ${pedido}`,
  // Period selector (D11)
  periodLabel: 'Período',
  periodPresets: {
    default: 'Ciclo atual e os dois anteriores',
    current: 'Ciclo atual',
    six: 'Últimos 6 ciclos',
    twelve: 'Últimos 12 ciclos',
    custom: 'Personalizado',
  },
  periodFrom: 'De',
  periodTo: 'Até',
  // Row actions (SPEC §2), by the name a screen reader announces
  actionsColumn: 'Ações',
  actions: {
    edit: 'Editar',
    pdf: 'Ver PDF',
    delete: 'Excluir',
    forwardToBilling: 'Encaminhar para faturamento',
    split: 'Dividir boletim',
    returnToSupervision: 'Retornar para supervisão',
    markViewed: 'Marcar como visto',
    unmarkViewed: 'Desmarcar visto',
    markPaid: 'Marcar como pago',
    unmarkPaid: 'Desmarcar pago',
    markAttached: 'Marcar como anexado',
    unmarkAttached: 'Desmarcar anexado',
    viewCheckedBy: 'Ver correção',
    history: 'Histórico',
    more: 'Mais ações',
  },
  // Dialogs
  passwordLabel: 'Senha',
  editPasswordTitle: 'Editar boletim corrigido',
  editPasswordText: (id: string) =>
    `O boletim ${id} já foi corrigido. Digite a senha para editá-lo.`,
  deletePasswordTitle: 'Excluir boletim',
  deletePasswordText: (id: string) => `Digite a senha para excluir o boletim ${id}.`,
  deleteConfirmTitle: 'Excluir boletim',
  deleteConfirmText: (id: string) =>
    `Deseja realmente excluir o boletim ${id}? Esta ação não pode ser desfeita.`,
  splitConfirmTitle: 'Dividir boletim',
  splitConfirmText: (id: string) =>
    `O boletim ${id} será substituído por ${id}I (investimento) e ${id}C (despesa).`,
  returnConfirmTitle: 'Retornar para supervisão',
  returnConfirmText: (id: string) =>
    `O boletim ${id} voltará para a supervisão e perderá as marcações de visto, pago e anexado.`,
  confirmDelete: 'Excluir',
  confirmSplit: 'Dividir',
  confirmReturn: 'Retornar',
  // Issue 15: a return asks why (core checkReturnReason: 5 to 1000 characters, trimmed).
  returnReasonLabel: 'Motivo da devolução',
  returnReasonHint: (min: number) =>
    `Pelo menos ${min} caracteres. A equipe e a supervisão verão este motivo.`,
  returnReasonCount: (n: number, max: number) => `${n}/${max}`,
  // Issue 15: the last return's reason on its row, until the bulletin is forwarded again.
  lastReturn: (byNameAndWhen: string, reason: string) => `${byNameAndWhen}: ${reason}`,
  lastReturnNoDate: (byName: string) => `Devolvido por ${byName}`,
  // Issue 15 (admin): the bulletins removed from the team, whose history is kept ('Boletins
  // excluídos' and its empty state are core's HISTORY_MESSAGES).
  deletedTitle: (title: string, team: string) => `${title} — ${team}`,
  deletedIntro:
    'Boletins excluídos ou substituídos por uma divisão. O histórico de cada um continua disponível.',
  deletedColumns: {
    id: 'Número',
    title: 'Título',
    by: 'Excluído por',
    at: 'Quando',
    action: 'Motivo',
  },
  deletedAction: { deleted: 'Excluído', 'split-into': 'Dividido' },
  deletedLoading: 'Carregando boletins excluídos...',
  teamPanelLoading: 'Carregando a tabela de boletins...',
  deletedLoadError: 'Erro ao carregar os boletins excluídos.',
  deletedSubtitle: (action: string, byName: string, when: string) =>
    `${action} por ${byName} em ${when}`,
  noTitle: 'Sem título',
  // Who checked and when (admin)
  checkedByTitle: (id: string) => `Correção do boletim ${id}`,
  checkedBy: 'Corrigido por',
  checkedAt: 'Em',
  notChecked: 'Este boletim ainda não foi corrigido.',
  unknown: 'Não informado',
  close: 'Fechar',
  // Admin bulk actions (SPEC §2, §4, D14)
  noSelection: 'Nenhum boletim selecionado',
  // D49: the selection outlives a search; the count says how many of it the filter hides.
  selected: (n: number, hidden = 0) =>
    (n === 1 ? '1 boletim selecionado' : `${n} boletins selecionados`) +
    (hidden > 0 ? `, ${hidden} fora do filtro` : ''),
  bulkViewed: 'Visto',
  bulkPaid: 'Pago',
  darBaixa: 'Dar Baixa',
  bulkActions: 'Ações em massa',
  darBaixaTitle: (id: string, n: number, total: number) =>
    `Dar Baixa — boletim ${id} (${n} de ${total})`,
  // Issue 23: skipping is the explicit 'Pular'; Cancelar stops asking and writes nothing.
  darBaixaText:
    'Digite o número do pedido e confirme. Pular deixa este boletim sem baixa; Cancelar encerra sem alterar nada.',
  pedidoLabel: 'Número do pedido',
  pedidoRequired:
    'Digite o número do pedido, ou clique em Pular para deixar este boletim sem baixa.',
  skip: 'Pular',
  /** D14, issue 23: the closing notice names the skipped bulletins. */
  darBaixaDone: (done: number, skipped: readonly string[]) =>
    `Baixa dada em ${done} ${done === 1 ? 'boletim' : 'boletins'}` +
    (skipped.length > 0 ? `; ${skippedPart(skipped)}` : '') +
    '.',
  darBaixaNone: (skipped: readonly string[]) => `Nada foi alterado: ${skippedPart(skipped)}.`,
  darBaixaCancelled: 'Dar Baixa cancelada: nada foi alterado.',
  /** What a bulk toggle's notice calls each mark it offers. */
  bulkMarkNoun: { markViewed: 'visto', markPaid: 'pago' },
  bulkSet: (noun: string, n: number) =>
    `${n} ${n === 1 ? 'boletim marcado' : 'boletins marcados'} como ${noun}.`,
  bulkCleared: (noun: string, n: number) =>
    `Marcação de ${noun} removida de ${n} ${n === 1 ? 'boletim' : 'boletins'}.`,
  // Issue 16: the supervisor's bulk forward (one write, the single forward's rule per bulletin)
  bulkForward: 'Encaminhar selecionados',
  bulkForwardTitle: 'Encaminhar para faturamento',
  bulkForwardText: (n: number, hidden: number) =>
    `${n === 1 ? 'O boletim selecionado será encaminhado' : `Os ${n} boletins selecionados serão encaminhados`} para o faturamento` +
    (hidden > 0 ? ` (${hidden} fora do filtro)` : '') +
    '. Depois disso, só um administrador pode retorná-los para a supervisão.',
  confirmForward: 'Encaminhar',
  bulkForwarded: (n: number) =>
    n === 1
      ? '1 boletim encaminhado para o faturamento.'
      : `${n} boletins encaminhados para o faturamento.`,
  /** Those the forward's rule refused because they were checked meanwhile (another tab, user). */
  bulkForwardAlreadyChecked: (ids: readonly string[]) =>
    ids.length === 1
      ? `O boletim ${ids[0]} já tinha sido encaminhado e ficou de fora.`
      : `Os boletins ${listIds(ids)} já tinham sido encaminhados e ficaram de fora.`,
  /** Those refused for any other reason, with the rule's own words. */
  bulkForwardRefused: (ids: readonly string[], reason: string) =>
    `${ids.length === 1 ? 'Não encaminhado' : 'Não encaminhados'}: ${listIds(ids)}. ${reason}`,
  bulkForwardNone: 'Nenhum boletim encaminhado.',
  // Copy path (admin double-click)
  pathCopied: (path: string) => `Caminho copiado: ${path}`,
  pathCopyFailed: (path: string) => `Não foi possível copiar. Caminho: ${path}`,
  copyHint: 'Clique duas vezes em uma linha para copiar o caminho do registro.',
  // Badges (D12)
  badge: (n: number) => (n === 1 ? '1 boletim aguardando você' : `${n} boletins aguardando você`),
} as const;
