/** Portuguese strings of the admin screen (STYLE habit 6); tests use the same constants. */
export const ADMIN_MESSAGES = {
  // SPEC §2 routes table and §2 Admin, to the letter.
  title: 'Administração de Usuários',
  checking: 'Verificando permissões...',
  deniedTitle: 'Acesso Negado',
  // SPEC §6, to the letter: the alert for anyone but an admin, and a failed check.
  deniedAlert: 'Acesso negado. Esta página é restrita a administradores.',
  checkErrorAlert: 'Erro ao verificar permissões de usuário.',
  // SPEC §8, to the letter.
  loadError: 'Erro ao carregar supervisores.',
  saveError: 'Erro ao atualizar supervisor.',
  // SPEC §2 table columns, to the letter.
  columnName: 'Nome',
  columnEmail: 'Email',
  columnTeams: 'Equipes Supervisionadas',
  columnActions: 'Ações',
  noTeams: 'Nenhuma equipe atribuída',
  emptyTitle: 'Nenhum supervisor encontrado',
  edit: 'Editar',
  save: 'Salvar',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  selected: 'Selecionadas',
  // Not worded by SPEC: what a careful user expects to read.
  deniedText: 'Esta página é restrita a administradores.',
  deniedHint: 'Se você precisa gerenciar usuários, peça acesso a um administrador do sistema.',
  checkErrorTitle: 'Não foi possível verificar suas permissões',
  checkErrorHint: 'Verifique sua conexão e tente novamente.',
  emptyText: 'Não foram encontrados usuários com o perfil de supervisor.',
  subtitle: 'Defina as equipes que cada supervisor acompanha no sistema.',
  tableLabel: 'Supervisores',
  loading: 'Carregando supervisores...',
  retry: 'Tentar novamente',
  goHome: 'Ir para a tela principal',
  noneSelected: 'nenhuma',
  saveHint: 'Marque as equipes e clique em Salvar. Esc cancela.',
} as const;

/** '5 supervisores' / '1 supervisor'. */
export function supervisorCount(count: number): string {
  return count === 1 ? '1 supervisor' : `${count} supervisores`;
}

/** The fieldset legend of a row in edit mode (read by screen readers). */
export function teamsLegend(name: string): string {
  return `Equipes supervisionadas por ${name}`;
}

/** The accessible name of a row's Editar button, so each is told apart ('Editar' stays first). */
export function editLabel(name: string): string {
  return `Editar equipes de ${name}`;
}

/** The notice after a successful save. */
export function savedNotice(name: string): string {
  return `Equipes de ${name} atualizadas.`;
}
