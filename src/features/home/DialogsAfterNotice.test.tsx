// @vitest-environment jsdom
/**
 * Issue 16: a confirmation or a prompt opened while the previous action's notice still shows
 * must answer Cancelar, Esc, the backdrop and its confirm button. The journeys are the issue's
 * own. (Before the fix the dialog and the notice were sibling elements keyed by two counters
 * that run in step on a fresh page, the first action's notice and the first dialog both 1, so
 * these journeys froze the dialog; the tests keep that step: one notice, then one dialog.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { chooseMenuItem, notice, rowOf, shownNotice } from '../../testing/homeTable';
import { QUESTION_SETTLE_MS } from '../../ui/gestures';
import { freezeGestureClock, homeDatabase, openTeam01As } from './testData';

const TEAM = 'ORCDISTBA01';

desktopViewportPerTest();

async function openTeamAs(email: string) {
  const opened = await openTeam01As(email, homeDatabase(), { filter: 'Todos' });
  await waitFor(() => expect(rowOf('2001')).toBeTruthy());
  return opened;
}

const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const backdrop = () => document.querySelector('.MuiBackdrop-root:not(.MuiBackdrop-invisible)');

/** Chooses the row's menu item `name` and answers the dialog it opens. */
async function menuItem(user: UserEvent, id: string, name: string) {
  await chooseMenuItem(user, id, name);
  return screen.findByRole('dialog');
}

// Each journey walks several dialogs through the whole screen: more than one screen test's time.
const JOURNEY_OPTIONS = { timeout: 2 * SCREEN_TEST_OPTIONS.timeout } as const;

describe('dialogs opened while a notice shows (issue 16)', JOURNEY_OPTIONS, () => {
  it("admin: 'Marcar como visto', then 'Retornar para supervisão' answers Cancelar, Esc, the backdrop and Retornar", async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    const before = await tree.get(`forms/${TEAM}/kChecked3`);
    // A fresh notice before each dialog: the viewed mark on 2003, toggled.
    const toggleViewed = async (text: string) => {
      const mark = within(rowOf('2003')).getByRole('button', { name: /visto$/ });
      await user.click(mark);
      await waitFor(() => expect(shownNotice()).toHaveTextContent(text));
    };

    await toggleViewed('Boletim marcado como visto.');
    let dialog = await menuItem(user, '2005', 'Retornar para supervisão');
    // The notice still shows (4 s) while the dialog is open.
    expect(shownNotice()).toHaveTextContent('Boletim marcado como visto.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await noDialog();

    await toggleViewed('Marcação de visto removida.');
    await menuItem(user, '2005', 'Retornar para supervisão');
    await user.keyboard('{Escape}');
    await noDialog();

    await toggleViewed('Boletim marcado como visto.');
    await menuItem(user, '2005', 'Retornar para supervisão');
    await user.click(backdrop() as HTMLElement);
    await noDialog();
    expect(await tree.get(`forms/${TEAM}/kChecked3`)).toEqual(before);

    await toggleViewed('Marcação de visto removida.');
    dialog = await menuItem(user, '2005', 'Retornar para supervisão');
    // Issue 15: a return says why.
    await user.type(within(dialog).getByLabelText(/Motivo da devolução/), 'Faltou a foto.');
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    await noDialog();
    await waitFor(() =>
      expect(shownNotice()).toHaveTextContent('Boletim retornado para supervisão.'),
    );
    expect(await tree.get(`forms/${TEAM}/kChecked3`)).toMatchObject({ checked: false });
  });

  it("superv: 'Encaminhar', then 'Excluir' answers Cancelar and then Excluir", async () => {
    const { user, tree } = await openTeamAs('superv@demo.local');
    await user.click(
      within(rowOf('2001')).getByRole('button', { name: 'Encaminhar para faturamento' }),
    );
    expect(await notice()).toHaveTextContent('Boletim encaminhado para o faturamento.');
    let dialog = await menuItem(user, '2002', 'Excluir');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await noDialog();
    expect(await tree.get(`forms/${TEAM}/kMixed`)).not.toBeNull();
    dialog = await menuItem(user, '2002', 'Excluir');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await noDialog();
    await waitFor(async () => expect(await tree.get(`forms/${TEAM}/kMixed`)).toBeNull());
  });

  it("admin: bulk 'Visto', then 'Dar Baixa' answers Esc, Cancelar, the backdrop, 'Pular' and the pedido", async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    const clock = freezeGestureClock();
    for (const id of ['2003', '2004']) await user.click(within(rowOf(id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Visto' }));
    expect(await notice()).toHaveTextContent('2 boletins marcados como visto.');
    await waitFor(() =>
      expect(screen.getByTestId('selection-count')).toHaveTextContent('Nenhum boletim selecionado'),
    );
    for (const id of ['2003', '2004']) await user.click(within(rowOf(id)).getByRole('checkbox'));
    const before = await tree.get(`forms/${TEAM}`);

    // Issue 23: Esc, Cancelar and (once the prompt has settled) the backdrop each stop Dar
    // Baixa and write nothing; the selection stays.
    const stops: ((dialog: HTMLElement) => Promise<void>)[] = [
      () => user.keyboard('{Escape}'),
      (dialog) => user.click(within(dialog).getByRole('button', { name: 'Cancelar' })),
      () => user.click(backdrop() as HTMLElement),
    ];
    for (const stop of stops) {
      await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
      const dialog = await screen.findByRole('dialog', { name: /\(1 de 2\)/ });
      clock.advance(QUESTION_SETTLE_MS);
      await stop(dialog);
      await noDialog();
      await waitFor(() =>
        expect(shownNotice()).toHaveTextContent('Dar Baixa cancelada: nada foi alterado.'),
      );
      expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
      expect(screen.getByTestId('selection-count')).toHaveTextContent('2 boletins selecionados');
    }

    await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
    const first = await screen.findByRole('dialog', { name: /\(1 de 2\)/ });
    clock.advance(QUESTION_SETTLE_MS);
    await user.click(within(first).getByRole('button', { name: 'Pular' }));
    const last = await screen.findByRole('dialog', { name: /\(2 de 2\)/ });
    await user.type(within(last).getByLabelText('Número do pedido'), '4500077');
    await user.click(within(last).getByRole('button', { name: 'Confirmar' }));
    await noDialog();
    await waitFor(() =>
      expect(shownNotice()).toHaveTextContent('Baixa dada em 1 boletim; 1 pulado (2003).'),
    );
    expect(await tree.get(`forms/${TEAM}/kChecked2`)).toMatchObject({
      attached: true,
      header: { pedido: '4500077' },
    });
  });
});
