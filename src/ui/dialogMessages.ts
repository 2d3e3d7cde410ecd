/** Portuguese strings of the shared dialogs (STYLE habit 6). */
export const DIALOG_MESSAGES = {
  confirm: 'Confirmar',
  cancel: 'Cancelar',
} as const;
