// @vitest-environment jsdom
/**
 * Issue 15: 'Retornar para supervisão' asks why, and the reason reaches the team and the
 * supervisor on the bulletin's row (an icon whose text shows on hover and focus) until it is
 * forwarded again. Memory ports over the hand-written home database; every expected text is
 * written here by hand.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { chooseMenuItem, notice, rowOf } from '../../testing/homeTable';
import { freezeGestureClock, homeDatabase, homeForms, openTeam01As } from './testData';

desktopViewportPerTest();

const TEAM = 'ORCDISTBA01';
const REFUSAL = 'Informe o motivo da devolução (pelo menos 5 caracteres).';

async function openReturn(user: UserEvent, id: string) {
  await chooseMenuItem(user, id, 'Retornar para supervisão');
  return screen.findByRole('dialog', { name: 'Retornar para supervisão' });
}

const reasonField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Motivo da devolução/ });

async function openAsAdmin() {
  const opened = await openTeam01As('admin@demo.local', homeDatabase(), { filter: 'Todos' });
  await waitFor(() => expect(rowOf('2005')).toBeTruthy());
  return opened;
}

describe("'Retornar para supervisão' asks for a reason (issue 15)", SCREEN_TEST_OPTIONS, () => {
  it('refuses a reason shorter than 5 characters, then writes the trimmed one with its event', async () => {
    const { user, tree, ports } = await openAsAdmin();
    const commit = vi.spyOn(ports.invoices, 'commit');
    const dialog = await openReturn(user, '2005');
    expect(dialog).toHaveTextContent(
      'O boletim 2005 voltará para a supervisão e perderá as marcações de visto, pago e anexado.',
    );
    // The field has the focus and says what it needs.
    expect(reasonField(dialog)).toHaveFocus();
    expect(reasonField(dialog)).toBeRequired();
    expect(within(dialog).getByText(/Pelo menos 5 caracteres/)).toBeInTheDocument();

    // 'abcd' plus spaces is 4 characters once trimmed: refused, under the field; nothing written.
    await user.type(reasonField(dialog), '  abcd   ');
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    expect(within(dialog).getByText(REFUSAL)).toBeVisible();
    expect(reasonField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(commit).not.toHaveBeenCalled();
    expect(await tree.get(`forms/${TEAM}/kChecked3`)).toMatchObject({ checked: true });

    await user.clear(reasonField(dialog));
    await user.type(reasonField(dialog), '  Faltou a foto do poste 3.  ');
    expect(within(dialog).queryByText(REFUSAL)).toBeNull();
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await notice()).toHaveTextContent('Boletim retornado para supervisão.');
    expect(commit).toHaveBeenCalledTimes(1);

    const stored = (await tree.get(`forms/${TEAM}/kChecked3`)) as Record<string, unknown>;
    expect(stored).toMatchObject({
      checked: false,
      checked_closed: 'false_false',
      viewedByFat: false,
      lastReturn: { reason: 'Faltou a foto do poste 3.', byName: 'Ana Admin' },
    });
    const at = (stored.lastReturn as { at: number }).at;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    // Its event, in the same write: the return, by the admin, with the same trimmed reason.
    const events = await ports.invoices.history(TEAM, 'kChecked3');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'returned',
      by: 'uAdmin',
      byName: 'Ana Admin',
      role: 'admin',
      reason: 'Faltou a foto do poste 3.',
    });
  });

  it('Cancelar and Esc close without writing; a double click on Retornar writes once', async () => {
    const { user, tree, ports } = await openAsAdmin();
    freezeGestureClock();
    const commit = vi.spyOn(ports.invoices, 'commit');
    const before = await tree.get(`forms/${TEAM}/kChecked3`);

    let dialog = await openReturn(user, '2005');
    await user.type(reasonField(dialog), 'Faltou a foto do poste 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openReturn(user, '2005');
    // A new question starts blank.
    expect(reasonField(dialog)).toHaveValue('');
    await user.type(reasonField(dialog), 'Faltou a foto do poste 3.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(commit).not.toHaveBeenCalled();
    expect(await tree.get(`forms/${TEAM}/kChecked3`)).toEqual(before);
    expect(await ports.invoices.history(TEAM, 'kChecked3')).toEqual([]);

    dialog = await openReturn(user, '2005');
    await user.type(reasonField(dialog), 'Faltou a foto do poste 3.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Retornar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await notice()).toHaveTextContent('Boletim retornado para supervisão.');
    expect(commit).toHaveBeenCalledTimes(1);
    expect(await ports.invoices.history(TEAM, 'kChecked3')).toHaveLength(1);
  });

  it('a failed write keeps the dialog open with its message and the reason typed; Retornar again writes', async () => {
    const { user, tree, ports } = await openAsAdmin();
    const before = await tree.get(`forms/${TEAM}`);
    await tree.simulateWriteFailures([{ path: `forms/${TEAM}`, message: 'disco cheio', times: 1 }]);
    const dialog = await openReturn(user, '2005');
    await user.type(reasonField(dialog), 'Faltou a foto do poste 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    expect(
      await within(dialog).findByText('Erro ao retornar boletim para supervisão.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Retornar para supervisão' })).toBe(dialog);
    expect(reasonField(dialog)).toHaveValue('Faltou a foto do poste 3.');
    expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
    expect(await ports.invoices.history(TEAM, 'kChecked3')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await tree.get(`forms/${TEAM}/kChecked3`)).toMatchObject({
      checked: false,
      lastReturn: { reason: 'Faltou a foto do poste 3.' },
    });
  });
});

/** ORCDISTBA01 with 2001 returned by Ana Admin on 21/11/2026 14:32 (the viewer's clock). */
function returnedDatabase() {
  const forms = homeForms();
  return {
    ...homeDatabase(),
    forms: {
      [TEAM]: {
        ...forms,
        kPend: {
          ...forms.kPend,
          lastReturn: {
            reason: 'Faltou a foto do poste 3.',
            byName: 'Ana Admin',
            at: new Date(2026, 10, 21, 14, 32).getTime(),
          },
        },
      },
    },
  };
}

const RETURN_TEXT = 'Devolvido por Ana Admin em 21/11/2026 14:32: Faltou a foto do poste 3.';

describe('the last return on the home row (issue 15)', SCREEN_TEST_OPTIONS, () => {
  it.each([
    ['team', 'equipe01@demo.local'],
    ['superv', 'superv@demo.local'],
  ])('%s: the icon names the reason; focus shows it in a tooltip', async (_role, email) => {
    await openTeam01As(email, returnedDatabase(), { filter: 'Todos' });
    await waitFor(() => expect(rowOf('2001')).toBeTruthy());
    // Only the returned bulletin has the icon.
    const mark = within(rowOf('2001')).getByRole('img', { name: RETURN_TEXT });
    expect(within(rowOf('2003')).queryByTestId('last-return')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => mark.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(RETURN_TEXT);
    act(() => mark.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('the icon goes once the bulletin is forwarded again', async () => {
    const { user, tree } = await openTeam01As('superv@demo.local', returnedDatabase(), {
      filter: 'Todos',
    });
    await waitFor(() => expect(rowOf('2001')).toBeTruthy());
    expect(within(rowOf('2001')).getByTestId('last-return')).toBeInTheDocument();
    await user.click(
      within(rowOf('2001')).getByRole('button', { name: 'Encaminhar para faturamento' }),
    );
    await waitFor(() => expect(within(rowOf('2001')).queryByTestId('last-return')).toBeNull());
    expect(await tree.get(`forms/${TEAM}/kPend/lastReturn`)).toBeNull();
  });
});
