import { ROLE_IDS } from '../core/roles';
import { spokenList } from '../core/text';

/** Portuguese strings of the session (STYLE habit 6). */
export const SESSION_MESSAGES = {
  // SPEC §8 'Erro ao fazer logout.'
  signOutError: 'Erro ao fazer logout.',
  // SPEC §8 "User data not found: an error is raised." — what the user reads, then signed out.
  userDataNotFound:
    'Dados do usuário não encontrados. Sua sessão foi encerrada; procure o administrador do sistema.',
  // The valid profiles are the roles table's ids, as the user record's `type` holds them (P54).
  userWithoutRole: `Seu usuário não possui um perfil válido (${spokenList(ROLE_IDS, 'ou')}). Sua sessão foi encerrada; procure o administrador do sistema.`,
  userLoadError: 'Não foi possível carregar os dados do usuário. Tente novamente.',
  // Issue 23: the role changed while signed in (rights are live).
  roleChanged:
    'Seu perfil de acesso foi alterado por um administrador. Sua sessão foi encerrada; entre novamente.',
} as const;
