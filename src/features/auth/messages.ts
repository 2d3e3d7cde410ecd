/**
 * Portuguese strings of the login screen and the session (STYLE habit 6). Validation and login
 * error messages are SPEC §5/§8 wording and live in core (VALIDATION_MESSAGES, loginErrorMessage).
 */
export const AUTH_MESSAGES = {
  heading: 'Faturamento',
  subheading: 'Acesse com seu email e senha.',
  emailLabel: 'Email',
  passwordLabel: 'Senha',
  submit: 'Entrar',
  submitting: 'Entrando...',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  demoTitle: 'Modo demonstração',
  demoIntro:
    'Os dados são fictícios e as alterações ficam apenas neste navegador. Clique em uma conta para preencher o acesso:',
  demoPickPrefix: 'Preencher o acesso com',
  demoReset: 'Restaurar dados de demonstração',
  demoResetting: 'Restaurando...',
  demoResetDone: 'Dados de demonstração restaurados.',
  demoResetFailed: 'Não foi possível restaurar os dados de demonstração.',
  demoPassword: 'Senha de todas as contas:',
  demoEditPassword: 'Senha de edição e exclusão de boletins:',
  demoRoles: {
    admin: 'Administrador',
    func: 'Funcionário',
    superv: 'Supervisor (Equipes 01 a 04)',
    team: 'Equipe 01',
  },
  heroTitle: 'Boletins de serviço, supervisão e faturamento em um só lugar.',
  heroText:
    'Equipes registram os serviços, supervisores revisam e encaminham, e o faturamento acompanha cada boletim até o pagamento.',
  footer: 'Manutenção de redes energizadas · faturamento de boletins de serviço',
} as const;

/** D27: the fixture accounts, shown on the login page in fixture mode. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', role: 'admin' },
  { email: 'func@demo.local', role: 'func' },
  { email: 'superv@demo.local', role: 'superv' },
  { email: 'equipe01@demo.local', role: 'team' },
] as const;

/** D27: the password of every fixture account. */
export const DEMO_PASSWORD = 'demo123';
