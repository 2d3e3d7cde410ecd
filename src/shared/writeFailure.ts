/**
 * P59: why a write failed, told apart by what the store answered, so a screen says the cause
 * and says 'tente novamente' only where trying again can work. The causes: the database's rules
 * refused it (PERMISSION_DENIED: the Firebase SDK's words, and fixture mode's judge, which uses
 * them too); the store did not answer (fixture mode's StoreUnavailableError, the SDK's network
 * errors); anything else. A conflict (D51) is not an error here: the use cases answer it as a
 * refusal with its own sentence.
 */
export type WriteFailureCause = 'permission' | 'unavailable' | 'unknown';

export const WRITE_FAILURE_MESSAGES = {
  permission:
    'o banco de dados recusou a gravação (sem permissão para esta alteração). Nada foi salvo; o que você digitou continua na tela.',
  unavailable:
    'o banco de dados não respondeu (sem conexão). Nada foi salvo; o que você digitou continua na tela. Tente novamente.',
  unknown: (detail: string) => `${detail}. Nada foi salvo; tente novamente.`,
} as const;

/** The words of a thrown error (its message, or the thrown value as text). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** P59: the cause of a failed write. */
export function writeFailureCause(error: unknown): WriteFailureCause {
  const message = messageOf(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (/PERMISSION_DENIED/i.test(message) || code === 'PERMISSION_DENIED') return 'permission';
  if (
    (error instanceof Error && error.name === 'StoreUnavailableError') ||
    /network|disconnect|offline|timed? ?out/i.test(message)
  ) {
    return 'unavailable';
  }
  return 'unknown';
}

/** P59: the detail of a failed write's alert ('Erro ao salvar cabeçalho: {detail}'). */
export function writeFailureText(error: unknown): string {
  const cause = writeFailureCause(error);
  if (cause !== 'unknown') return WRITE_FAILURE_MESSAGES[cause];
  return WRITE_FAILURE_MESSAGES.unknown(messageOf(error).replace(/[.\s]+$/, ''));
}
