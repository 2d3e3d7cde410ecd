// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ActionDialogs } from './useActionDialogs';
import { useActionDialogs } from './useActionDialogs';

/**
 * The dialogs' host placed beside siblings keyed 1…20, as the team panel placed it beside the
 * notice snackbar keyed by the notice's id (issue 16). A dialog's own key must never meet a
 * sibling's: React then loses track of which child is which and the dialog can no longer close.
 */
function Harness({ onDialogs }: { onDialogs: (dialogs: ActionDialogs) => void }) {
  const dialogs = useActionDialogs();
  onDialogs(dialogs);
  const siblings = Array.from({ length: 20 }, (_, i) => createElement('span', { key: i + 1 }));
  // Spread, not an array: the siblings share the host's key space, as JSX children do.
  return createElement('div', null, dialogs.element, ...siblings);
}

function renderHarness() {
  let dialogs!: ActionDialogs;
  render(<Harness onDialogs={(d) => (dialogs = d)} />);
  return () => dialogs;
}

const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the action dialogs close whatever their siblings are keyed (issue 16)', () => {
  it('Cancelar, Esc, the backdrop and Confirmar each answer and close, request after request', async () => {
    const user = userEvent.setup();
    const dialogs = renderHarness();

    let answer: Promise<boolean> | undefined;
    act(() => void (answer = dialogs().confirm({ title: 'Pergunta 1', message: 'Texto' })));
    await user.click(within(await screen.findByRole('dialog')).getByText('Cancelar'));
    await noDialog();
    await expect(answer).resolves.toBe(false);

    act(() => void (answer = dialogs().confirm({ title: 'Pergunta 2', message: 'Texto' })));
    await screen.findByRole('dialog', { name: 'Pergunta 2' });
    await user.keyboard('{Escape}');
    await noDialog();
    await expect(answer).resolves.toBe(false);

    act(() => void (answer = dialogs().confirm({ title: 'Pergunta 3', message: 'Texto' })));
    await screen.findByRole('dialog', { name: 'Pergunta 3' });
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await noDialog();
    await expect(answer).resolves.toBe(false);

    act(() => void (answer = dialogs().confirm({ title: 'Pergunta 4', message: 'Texto' })));
    await user.click(within(await screen.findByRole('dialog')).getByText('Confirmar'));
    await noDialog();
    await expect(answer).resolves.toBe(true);
  });

  it('a prompt answers its text on Confirmar, null on Cancelar, Esc and the backdrop', async () => {
    const user = userEvent.setup();
    const dialogs = renderHarness();
    const ask = () => {
      let answer!: Promise<string | null>;
      act(() => void (answer = dialogs().prompt({ title: 'Pedido', label: 'Número do pedido' })));
      return answer;
    };

    let answer = ask();
    await user.type(await screen.findByLabelText('Número do pedido'), '4500{Enter}');
    await noDialog();
    await expect(answer).resolves.toBe('4500');

    answer = ask();
    await user.click(within(await screen.findByRole('dialog')).getByText('Cancelar'));
    await noDialog();
    await expect(answer).resolves.toBeNull();

    answer = ask();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await noDialog();
    await expect(answer).resolves.toBeNull();

    answer = ask();
    await screen.findByRole('dialog');
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await noDialog();
    await expect(answer).resolves.toBeNull();
  });

  it("'Ver correção' closes on Fechar, Esc and the backdrop", async () => {
    const user = userEvent.setup();
    const dialogs = renderHarness();
    const invoice = { id: '2003', checked: true, checked_by: 'Sara' };
    for (const close of ['Fechar', 'Escape', 'backdrop'] as const) {
      let shown!: Promise<void>;
      act(() => void (shown = dialogs().showCheckedBy(invoice)));
      const dialog = await screen.findByRole('dialog');
      if (close === 'Fechar') await user.click(within(dialog).getByText('Fechar'));
      else if (close === 'Escape') await user.keyboard('{Escape}');
      else await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
      await noDialog();
      await expect(shown).resolves.toBeUndefined();
    }
  });
});
