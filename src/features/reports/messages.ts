import { formatDecimal, formatInteger, formatMoneyCents } from '../../core/format';
import { FOOTER_LABELS } from '../../../workers/contract';
import type { PedidoPreview } from '../../../workers/contract';

/**
 * Every Portuguese string of the report screens (STYLE.md habit 6). SPEC §2/§5/§8 texts are to
 * the letter; the rest (hints, progress, card labels SPEC only describes) follow its tone.
 */
export const REPORT_MESSAGES = {
  // Common filter block (SPEC §2)
  filtersTitle: 'Filtros',
  teams: 'Equipes',
  selectAllTeams: 'Selecionar Todas',
  clearAllTeams: 'Desmarcar Todas',
  teamsSelected: (n: number, total: number) => `${n} de ${total} selecionadas`,
  noTeamsForUser: 'Nenhuma equipe disponível para o seu usuário.',
  startDate: 'Data inicial',
  endDate: 'Data final',
  search: 'Buscar',
  searchPlaceholder: 'Digite para filtrar os resultados',
  status: 'Status',
  dailyGoal: 'Meta diária (R$)',
  maxGoal: 'Meta máxima (R$)',
  monthlyGoal: 'Meta mensal (R$)',
  generate: 'Gerar Relatório',
  loading: 'Carregando...',
  exportCsv: 'Exportar CSV',
  exportXlsx: 'Exportar Excel',
  exporting: 'Exportando...',
  close: 'Fechar',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final.',
  // Issue 22: quick periods (D8/D19 cycles, P21), stale results, the generated result
  quickPeriods: 'Períodos rápidos',
  quickPeriod: {
    current: 'Ciclo atual',
    previous: 'Ciclo anterior',
    last3: 'Últimos 3 ciclos',
    year: 'Ano atual',
  },
  stale: 'Os filtros foram alterados. Clique em Gerar Relatório para atualizar.',
  generated: (rows: number) =>
    `Relatório gerado: ${formatInteger(rows)} ${rows === 1 ? 'linha' : 'linhas'}`,
  /** P46: the global factor (D2) the result was computed with, four decimals as in the CSV. */
  factorUsed: (factor: number) => `Fator global: ${formatDecimal(factor, 4)}`,
  // States (SPEC §2, §8)
  emptyTitle: 'Nenhum dado carregado',
  emptyHint: 'Defina os filtros e clique em Gerar Relatório.',
  loadError: 'Erro ao carregar dados do relatório.',
  exportError: 'Erro ao exportar o CSV.',
  exportXlsxError: 'Erro ao exportar o arquivo Excel.',
  /** D50: a workbook holds at most 1,048,576 rows. */
  xlsxTooManyRows:
    'O relatório tem mais de 1.048.576 linhas, o limite do Excel. Use Exportar CSV ou reduza o período.',
  retry: 'Tentar novamente',
  progressTeams: (loaded: number, total: number) => `Carregando equipes: ${loaded} de ${total}`,
  progressRows: (invoices: string) => `Processando boletins: ${invoices}`,
  progressDone: 'Montando o relatório...',
  // Access (D17)
  deniedTitle: 'Acesso Negado',
  deniedText: 'Este relatório é restrito a administradores.',
  goHome: 'Ir para o início',
  notFound: 'Relatório não encontrado.',
  // Section titles
  summary: 'Resumo',
  results: 'Resultados',
  // Empty tables (SPEC §2)
  emptyLines: 'Nenhuma linha encontrada com os filtros aplicados.',
  emptyInvoices: 'Nenhum boletim encontrado com os filtros aplicados.',
  emptyRows: 'Nenhum resultado encontrado com os filtros aplicados.',
} as const;

/**
 * The columns a screen adds beside a report's own (those, with their headers, are the report's
 * column schema in workers/contract/schemas.ts, shared with the CSV).
 */
export const COLUMNS = {
  coelba: { select: 'Selecione' },
  paid: { pdf: 'PDF' },
  /** The by-team groups table's count column (SPEC §2 "team grouping"). */
  byTeam: { invoices: 'Boletins' },
} as const;

/** Summary card labels (SPEC §2; D30 for general). */
export const CARDS = {
  general: {
    totalInvoices: 'Total de Boletins',
    totalValue: 'Valor Total',
    paid: 'Pagos',
    unpaid: 'Não Pagos',
    checked: 'Corrigidos',
    unchecked: 'Não Corrigidos',
  },
  byCode: {
    lines: 'Linhas de Serviço',
    uniqueCodes: 'Códigos Únicos',
    uniqueInvoices: 'Boletins Únicos',
    totalQuantity: 'Quantidade Total',
    totalValue: 'Valor Total',
  },
  byTeam: {
    totalTeams: 'Total de Equipes',
    totalInvoices: 'Total de Boletins',
    totalValue: 'Valor Total',
    averageValue: 'Média por Equipe',
    averageInvoices: 'Média de Boletins por Equipe',
  },
  coelba: {
    totalServices: 'Total de Serviços',
    uniqueCodes: 'Códigos Únicos',
    municipalities: 'Municípios',
    totalQuantity: 'Quantidade Total',
    totalValue: 'Valor Total',
    selected: 'Itens Selecionados',
  },
  paid: {
    totalInvoices: 'Total de Boletins',
    withPayment: 'Com Pagamento',
    withoutPayment: 'Sem Pagamento',
    totalValue: 'Valor Total',
    paidValue: 'Valor Pago',
    pendingValue: 'Valor Pendente',
  },
  paidSummary: {
    paidInvoices: 'Boletins Pagos',
    totalInvoices: 'Boletins Totais',
    paidValue: 'Valor Pago',
  },
  faturamentoReal: {
    lines: 'Linhas',
    totalQuantity: 'Quantidade Total',
    totalValue: 'Valor Total',
  },
  daily: {
    totalInvoices: 'Total de Boletins',
    checkedInvoices: 'Boletins Liberados',
    viewedValue: 'Valor Visualizado',
    pendingInvoices: 'Boletins Pendentes',
    totalValue: 'Faturamento Total',
    teamsOnGoal: 'Equipes na Meta',
    teamsOffGoal: 'Equipes Fora da Meta',
    currentGoal: (days: string) => `Meta Atual (${days} dias)`,
  },
} as const;

/** By-team group table and its sort (SPEC §2: team grouping sortable by team, invoices or value). */
export const BY_TEAM = {
  groupsTitle: 'Equipes',
  sortHint: 'Clique no cabeçalho para ordenar as equipes.',
} as const;

/** Coelba (SPEC §2, §5, §7). */
export const COELBA = {
  selectAll: 'Selecionar Todos',
  clearAll: 'Desmarcar Todos',
  updatePedidos: 'Atualizar Pedidos',
  updating: 'Atualizando...',
  footerTotal: FOOTER_LABELS.total,
  footerPaid: FOOTER_LABELS.coelbaPaid,
  footerUnpaid: FOOTER_LABELS.coelbaUnpaid,
  selectedCount: (n: string) => `${n} selecionados`,
  // The header checkbox acts on the page shown (D49); its accessible name says so.
  selectPage: 'Selecionar as linhas desta página',
  unselectPage: 'Desmarcar as linhas desta página',
  /** Under SPEC's question in the same confirmation: what the write will change (issue 21). */
  preview: (p: PedidoPreview): string => {
    const n = (count: number, one: string, many: string) =>
      `${formatInteger(count)} ${count === 1 ? one : many}`;
    const replaced =
      p.withPedido === 0
        ? 'Nenhuma dessas linhas tem pedido ainda.'
        : p.withPedido === 1
          ? '1 dessas linhas já tem outro pedido, que será substituído.'
          : `${formatInteger(p.withPedido)} dessas linhas já têm outro pedido, que será substituído.`;
    return (
      `${n(p.rows, 'item selecionado', 'itens selecionados')}: ` +
      `${n(p.lines, 'linha de serviço', 'linhas de serviço')} em ` +
      `${n(p.bulletins, 'boletim', 'boletins')}, total de ${formatMoneyCents(p.totalCents)}.\n` +
      replaced
    );
  },
  /** D49: a selected line changed (or its bulletin is gone) since Gerar Relatório; nothing written. */
  stale:
    'Nada foi salvo: as linhas selecionadas mudaram desde que o relatório foi gerado; gere o relatório novamente.',
} as const;

/** Daily (SPEC §2). */
export const DAILY = {
  chartTitle: 'Faturamento Diário por Equipe',
  xAxis: 'Data',
  yAxis: 'Valor (R$)',
  tableTitle: 'Desempenho por Equipe',
  boletins: (n: number) => (n === 1 ? '1 Boletim' : `${formatInteger(n)} Boletins`),
  emptyDay: 'Sem faturamento neste dia',
  chartAria: 'Gráfico de barras do faturamento diário por equipe',
} as const;

/** Monthly (SPEC §2). */
export const MONTHLY = {
  legendAbove: 'Acima ou igual à meta',
  legendBelow: 'Abaixo da meta',
  legendGoal: 'Meta mensal',
  average: 'Média mensal',
  total: 'Total',
  invoices: 'Boletins',
  revenue: 'Faturamento',
  goal: 'Meta',
  status: 'Status',
  goalLine: 'Meta',
  chartAria: (team: string) => `Faturamento mensal de ${team}`,
} as const;

/** By type (SPEC §2). */
export const BY_TYPE = {
  tableTitle: 'Resumo por Equipe',
  insightsTitle: 'Insights',
  highestAlojamento: 'Maior Alojamento',
  highestDeslocamento: 'Maior Deslocamento',
  highestProducao: 'Maior Produção/Dispon.',
  noInsight: 'Sem dados no período',
  chartsTitle: 'Distribuição por Tipo (%)',
  barDeslocamento: 'Deslocamento',
  barAlojamento: 'Alojamento',
  barProducao: 'Prod./Dispon.',
  chartAria: (team: string) => `Distribuição por tipo de ${team}`,
  ofTotal: 'do faturamento',
} as const;

/**
 * Issue 22: the daily chart's empty state, weekly grouping (P23) and goal marks, its legend, and
 * insight ties (P24).
 */
export const CHART_TEXT = {
  empty: 'Nenhum dado no período.',
  legend: 'Equipes no gráfico: clique para ocultar ou mostrar',
  weekAxis: 'Semana (início)',
  emptyWeek: 'Sem faturamento nesta semana',
  weekValueAxis: 'Valor por semana (R$)',
  weeklyNote:
    'Período de mais de 62 dias: cada barra é o faturamento de uma equipe em uma semana (segunda a domingo; a primeira e a última podem ser parciais).',
  dayGoalLegend: 'Meta diária por equipe',
  weekGoalLegend: 'Meta semanal por equipe (dias úteis × meta diária)',
  week: (from: string, to: string) => `Semana de ${from} a ${to}`,
  dayGoal: (goal: string) => `Meta do dia por equipe: ${goal}`,
  noGoalDay: 'Domingo: sem meta',
  weekGoal: (days: number, workDays: string, goal: string) =>
    `${days === 1 ? '1 dia' : `${days} dias`}, ${workDays} úteis · Meta por equipe: ${goal}`,
  tie: (n: number) => `Empate entre ${n} equipes`,
  each: 'cada',
} as const;

/**
 * Issue 22: from a report row to its bulletin. The id opens the bulletin's PDF view in a new
 * tab; Editar opens /edit where the role may edit; a Coelba row lists its source lines.
 */
export const LINKS = {
  openPdf: (id: string) => `Abrir PDF do boletim ${id}`,
  edit: (id: string) => `Editar boletim ${id}`,
  sourceLinesOf: (code: string, city: string) => `Linhas de origem do código ${code} em ${city}`,
  sourceLinesTitle: 'Linhas de origem',
  sourceLinesSummary: (code: string, city: string, lines: string) =>
    `Código ${code} em ${city}: ${lines}`,
  lineCount: (n: number) => (n === 1 ? '1 linha de serviço' : `${n} linhas de serviço`),
  sourceLinesTable: (code: string) => `Linhas de origem do código ${code}`,
  headers: {
    bulletin: 'Boletim',
    team: 'Equipe',
    date: 'Data',
    quantity: 'Qtd',
    total: 'Total',
  },
  total: 'Total',
  loading: 'Carregando as linhas de origem...',
  error: 'Não foi possível carregar as linhas de origem.',
  stale: 'O relatório mudou desde que foi gerado; gere o relatório novamente.',
  close: 'Fechar',
} as const;
