/**
 * Portuguese strings of the app shell: the not-found and startup screens (STYLE habit 6). The
 * session's own strings are in src/shared/messages.ts.
 */

/** The not-found page. */
export const PAGE_MESSAGES = {
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço acessado não corresponde a nenhuma tela do sistema.',
  goHome: 'Ir para a tela principal',
} as const;

/** A screen that could not open: its code did not download, or it failed while rendering. */
export const SCREEN_FAILURE_MESSAGES = {
  title: 'Não foi possível abrir esta tela',
  text: 'A tela não carregou: verifique a conexão e tente novamente. O que já foi salvo não se perde.',
  detail: 'Detalhe do erro:',
} as const;

/** The full-page message when Firebase mode is configured only in part. */
export const STARTUP_MESSAGES = {
  incompleteTitle: 'Configuração do Firebase incompleta',
  incompleteText:
    'Algumas variáveis VITE_FIREBASE_* foram definidas, mas faltam estas, obrigatórias para o modo Firebase:',
  incompleteHint:
    'Defina-as em .env.local (veja .env.example) e gere o aplicativo novamente, ou remova todas as variáveis VITE_FIREBASE_* para usar o modo demonstração.',
  failedTitle: 'Não foi possível iniciar o sistema',
  failedText: 'Ocorreu um erro ao carregar os dados do sistema:',
  failedFixtureHint:
    'No modo demonstração, sem fixtures/demo.json os dados são gerados no navegador: corrija ou remova esse arquivo.',
} as const;
