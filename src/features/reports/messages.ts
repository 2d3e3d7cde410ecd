import { formatInteger, formatMoneyCents } from '../../core';
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
  close: 'Fechar',
  periodOrder: 'A data inicial deve ser anterior ou igual à data final.',
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
  boletins: (n: number) => (n === 1 ? '1 Boletim' : `${n} Boletins`),
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
