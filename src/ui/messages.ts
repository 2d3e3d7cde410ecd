/** Portuguese strings of the shared components (STYLE habit 6). */
export const UI_MESSAGES = {
  loading: 'Carregando...',
  close: 'Fechar',
  goHome: 'Ir para o início',
  appName: 'Faturamento',
  appTagline: 'Sistema de Faturamento',
  // Issue 23: offline, or a write pending for long.
  offline: 'Sem conexão. As alterações serão enviadas quando a conexão voltar.',
  // Issue 15: the Histórico dialog (the log's own words are core's HISTORY_MESSAGES).
  historyOf: (id: string) => `Histórico do boletim ${id}`,
  historyCount: (n: number) =>
    n === 1
      ? '1 registro, do mais recente ao mais antigo'
      : `${n} registros, do mais recente ao mais antigo`,
  historyList: 'Registros do histórico',
  retry: 'Tentar novamente',
} as const;
