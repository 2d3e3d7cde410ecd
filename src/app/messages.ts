/** Portuguese strings of the app shell: session, startup and placeholder screens (STYLE habit 6). */
export const SESSION_MESSAGES = {
  // SPEC §8 'Erro ao fazer logout.'
  signOutError: 'Erro ao fazer logout.',
  // SPEC §8 "User data not found: an error is raised." — what the user reads, then signed out.
  userDataNotFound:
    'Dados do usuário não encontrados. Sua sessão foi encerrada; procure o administrador do sistema.',
  userWithoutRole:
    'Seu usuário não possui um perfil válido (admin, func, superv ou team). Sua sessão foi encerrada; procure o administrador do sistema.',
  userLoadError: 'Não foi possível carregar os dados do usuário. Tente novamente.',
} as const;

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
    'No modo demonstração, inicie o sistema com "npm start", que gera os dados de demonstração em public/fixtures/demo.json.',
  retry: 'Tentar novamente',
} as const;
