import { ROLE_IDS, ROLES } from '../../core/roles';
import type { RoleId } from '../../core/roles';

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
  heroTitle: 'Boletins de serviço, supervisão e faturamento em um só lugar.',
  heroText:
    'Equipes registram os serviços, supervisores revisam e encaminham, e o faturamento acompanha cada boletim até o pagamento.',
  footer: 'Manutenção de redes energizadas · faturamento de boletins de serviço',
} as const;

/**
 * D27: the fixture account the login page offers for a role (fixtures/generator's FIXTURE_USERS
 * holds it), with what it shows beside the email when the role's name alone does not say whose
 * account it is (which teams). A role without one is simply not offered.
 */
const DEMO_ACCOUNT_OF: Partial<Record<RoleId, { email: string; label?: string }>> = {
  admin: { email: 'admin@demo.local' },
  func: { email: 'func@demo.local' },
  superv: { email: 'superv@demo.local', label: 'Supervisor (Equipes 01 a 04)' },
  team: { email: 'equipe01@demo.local', label: 'Equipe 01' },
};

/** A demo account as the login page lists it. */
export interface DemoAccount {
  email: string;
  role: RoleId;
  label: string;
}

/** D27: the fixture accounts shown on the login page in fixture mode, in the roles table's order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ROLE_IDS.flatMap((role) => {
  const account = DEMO_ACCOUNT_OF[role];
  return account ? [{ role, email: account.email, label: account.label ?? ROLES[role].label }] : [];
});

/** D27: the password of every fixture account. */
export const DEMO_PASSWORD = 'demo123';
