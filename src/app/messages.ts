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
  retry: 'Tentar novamente',
} as const;
