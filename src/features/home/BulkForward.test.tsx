// @vitest-environment jsdom
/**
 * Issue 16: supervisors select unchecked bulletins and forward them together: one multi-path
 * write with the single forward's fields on each (SPEC §4), selection by identity (D49), a
 * notice with the count, and a clear refusal of any bulletin forwarded meanwhile.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { grid, notice, rowOf, shownNotice } from '../../testing/homeTable';
import { openTeam01As } from './testData';
import { editElsewhere } from '../../core/testing/builders';

const TEAM = 'ORCDISTBA01';

desktopViewportPerTest();

async function openTeamAsSuperv() {
  const opened = await openTeam01As('superv@demo.local');
  await waitFor(() => expect(rowOf('2002')).toBeTruthy());
  return opened;
}

const checkbox = (id: string) => within(rowOf(id)).getByRole('checkbox') as HTMLInputElement;
const selectionCount = () => screen.getByTestId('selection-count');
const forwardButton = () => screen.getByRole('button', { name: 'Encaminhar selecionados' });

async function confirmForward(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Encaminhar para faturamento' });
  await user.click(within(dialog).getByRole('button', { name: 'Encaminhar' }));
}

describe('superv forwards the selected bulletins (issue 16)', SCREEN_TEST_OPTIONS, () => {
  it('only unchecked bulletins can be selected; the bar starts empty', async () => {
    const { user } = await openTeamAsSuperv();
    expect(selectionCount()).toHaveTextContent('Nenhum boletim selecionado');
    expect(forwardButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(rowOf('2003')).toBeTruthy());
    expect(checkbox('2001')).toBeEnabled();
    expect(checkbox('2003')).toBeDisabled();
    // The admin's bulk actions are not the supervisor's.
    expect(screen.queryByRole('button', { name: 'Dar Baixa' })).toBeNull();
  });

  it("writes the single forward's fields on each selected bulletin in one update, and says how many", async () => {
    const { user, tree, ports } = await openTeamAsSuperv();
    const commit = vi.spyOn(ports.invoices, 'commit');
    const others = await Promise.all(
      ['kChecked', 'kChecked2', 'kChecked3'].map((k) => tree.get(`forms/${TEAM}/${k}`)),
    );
    await user.click(checkbox('2001'));
    await user.click(checkbox('2002'));
    expect(selectionCount()).toHaveTextContent('2 boletins selecionados');
    const before = Date.now();
    await user.click(forwardButton());
    await confirmForward(user);
    expect(await notice()).toHaveTextContent('2 boletins encaminhados para o faturamento.');
    expect(commit).toHaveBeenCalledTimes(1);
    for (const key of ['kPend', 'kMixed']) {
      const stored = (await tree.get(`forms/${TEAM}/${key}`)) as Record<string, unknown>;
      expect(stored).toMatchObject({
        checked: true,
        checked_closed: 'true_false',
        checked_by: 'Sara Supervisora',
      });
      expect(stored.checked_at).toBeGreaterThanOrEqual(before);
      expect(stored.checked_at).toBeLessThanOrEqual(Date.now());
    }
    expect(
      await Promise.all(
        ['kChecked', 'kChecked2', 'kChecked3'].map((k) => tree.get(`forms/${TEAM}/${k}`)),
      ),
    ).toEqual(others);
    await waitFor(() => expect(selectionCount()).toHaveTextContent('Nenhum boletim selecionado'));
  });

  it('acts on the selected identities, also one a later search hides (D49)', async () => {
    const { user, tree } = await openTeamAsSuperv();
    await user.click(checkbox('2001'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Poda');
    await waitFor(() => expect(within(grid()).queryByText('2001')).toBeNull());
    await user.click(checkbox('2002'));
    expect(selectionCount()).toHaveTextContent('2 boletins selecionados, 1 fora do filtro');
    await user.click(forwardButton());
    const dialog = await screen.findByRole('dialog', { name: 'Encaminhar para faturamento' });
    expect(dialog).toHaveTextContent('Os 2 boletins selecionados serão encaminhados');
    expect(dialog).toHaveTextContent('(1 fora do filtro)');
    await confirmForward(user);
    expect(await notice()).toHaveTextContent('2 boletins encaminhados para o faturamento.');
    expect(await tree.get(`forms/${TEAM}/kPend`)).toMatchObject({ checked: true });
    expect(await tree.get(`forms/${TEAM}/kMixed`)).toMatchObject({ checked: true });
  });

  it('Cancelar on the confirmation writes nothing and keeps the selection', async () => {
    const { user, tree } = await openTeamAsSuperv();
    const before = await tree.get(`forms/${TEAM}`);
    await user.click(checkbox('2001'));
    await user.click(forwardButton());
    const dialog = await screen.findByRole('dialog', { name: 'Encaminhar para faturamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
    expect(selectionCount()).toHaveTextContent('1 boletim selecionado');
  });

  it('a bulletin forwarded elsewhere while the confirmation is open is refused, by id, and keeps its forward', async () => {
    const { user, tree, ports } = await openTeamAsSuperv();
    await user.click(checkbox('2001'));
    await user.click(checkbox('2002'));
    await user.click(forwardButton());
    await screen.findByRole('dialog', { name: 'Encaminhar para faturamento' });
    await act(() =>
      editElsewhere(ports.invoices, TEAM, 'kMixed', {
        checked: true,
        checked_closed: 'true_false',
        checked_by: 'Outra Supervisora',
        checked_at: 1,
      }),
    );
    // Issue 14: the store writes its own clock as checked_at (layout.ts), not the change's 1.
    const forwardedElsewhere = await tree.get(`forms/${TEAM}/kMixed`);
    await confirmForward(user);
    expect(await notice()).toHaveTextContent(
      '1 boletim encaminhado para o faturamento. O boletim 2002 já tinha sido encaminhado e ficou de fora.',
    );
    expect(await tree.get(`forms/${TEAM}/kPend`)).toMatchObject({
      checked: true,
      checked_by: 'Sara Supervisora',
    });
    expect(forwardedElsewhere).toMatchObject({ checked_by: 'Outra Supervisora' });
    expect(await tree.get(`forms/${TEAM}/kMixed`)).toEqual(forwardedElsewhere);
  });

  it('when every selected bulletin was forwarded elsewhere, nothing is written and the notice says so', async () => {
    const { user, tree, ports } = await openTeamAsSuperv();
    await user.click(checkbox('2001'));
    await user.click(forwardButton());
    await screen.findByRole('dialog', { name: 'Encaminhar para faturamento' });
    await act(() =>
      editElsewhere(ports.invoices, TEAM, 'kPend', { checked: true, checked_by: 'Outra' }),
    );
    const before = await tree.get(`forms/${TEAM}`);
    const commit = vi.spyOn(ports.invoices, 'commit');
    await confirmForward(user);
    expect(await notice()).toHaveTextContent(
      'Nenhum boletim encaminhado. O boletim 2001 já tinha sido encaminhado e ficou de fora.',
    );
    expect(shownNotice()).toHaveAttribute('role', 'alert');
    expect(commit).not.toHaveBeenCalled();
    expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
  });

  it('a selected bulletin forwarded elsewhere leaves the selection', async () => {
    const { user, ports } = await openTeamAsSuperv();
    await user.click(checkbox('2001'));
    await user.click(checkbox('2002'));
    await act(() => editElsewhere(ports.invoices, TEAM, 'kMixed', { checked: true }));
    await waitFor(() => expect(selectionCount()).toHaveTextContent('1 boletim selecionado'));
  });

  it("a failed write shows 'Erro ao executar ação em massa.' and changes nothing", async () => {
    const { user, tree } = await openTeamAsSuperv();
    const before = await tree.get(`forms/${TEAM}`);
    await tree.simulateWriteFailures([{ path: `forms/${TEAM}`, message: 'disco cheio' }]);
    await user.click(checkbox('2001'));
    await user.click(forwardButton());
    await confirmForward(user);
    expect(await notice()).toHaveTextContent('Erro ao executar ação em massa.');
    expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
  });
});
