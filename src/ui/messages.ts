/** Portuguese strings of the shared components (STYLE habit 6). */
export const UI_MESSAGES = {
  loading: 'Carregando...',
  close: 'Fechar',
  goHome: 'Ir para o início',
  appName: 'Faturamento',
  appTagline: 'Sistema de Faturamento',
  // Issue 23: offline, or a write pending for long.
  offline: 'Sem conexão. As alterações serão enviadas quando a conexão voltar.',
} as const;
