// @vitest-environment jsdom
/**
 * Issue 15: 'Histórico' in the row menu of every role, and the admin's 'Boletins excluídos' on
 * the team page (each removed bulletin's history still opens). Memory ports over the hand-written
 * home database plus a hand-written log; every expected text is written here by hand, with times
 * built by the local-time Date constructor so the clock reading holds in any zone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { chooseMenuItem, grid, rowOf } from '../../testing/homeTable';
import { homeDatabase, homeForms, openTeam01As } from './testData';

desktopViewportPerTest();

const TEAM = 'ORCDISTBA01';
const local = (month: number, day: number, hour: number, minute: number) =>
  new Date(2026, month - 1, day, hour, minute).getTime();

/**
 * The home database with a log for 2004 (kChecked2, at revision 3: created, a quantity changed,
 * forwarded) and two removed bulletins in deleted/ORCDISTBA01, one of which (1980, split) has
 * its log.
 */
function loggedDatabase() {
  const forms = homeForms();
  return {
    ...homeDatabase(),
    forms: { [TEAM]: { ...forms, kChecked2: { ...forms.kChecked2, rev: 3 } } },
    history: {
      [TEAM]: {
        kChecked2: {
          1: {
            rev: 1,
            at: local(11, 18, 9, 5),
            action: 'created',
            by: 'uTeam',
            byName: 'Equipe Um',
            role: 'team',
          },
          2: {
            rev: 2,
            at: local(11, 19, 10, 0),
            action: 'services',
            by: 'uTeam',
            byName: 'Equipe Um',
            role: 'team',
            changes: [
              {
                path: 'services/0',
                before: { code: 'NDM40C', price: 50, quantity: 1 },
                after: { code: 'NDM40C', price: 50, quantity: 2 },
                totalBefore: 7500,
                totalAfter: 15000,
              },
            ],
          },
          3: {
            rev: 3,
            at: local(11, 20, 14, 5),
            action: 'forwarded',
            by: 'uSuperv',
            byName: 'Sara Supervisora',
            role: 'superv',
          },
        },
        kGone80: {
          1: {
            rev: 1,
            at: local(11, 2, 8, 15),
            action: 'created',
            by: 'uTeam',
            byName: 'Equipe Um',
            role: 'team',
          },
          2: {
            rev: 2,
            at: local(11, 12, 16, 45),
            action: 'split-into',
            by: 'uAdmin',
            byName: 'Ana Admin',
            role: 'admin',
            into: [
              { key: 'kHalfI', id: '1980I' },
              { key: 'kHalfC', id: '1980C' },
            ],
          },
        },
      },
    },
    deleted: {
      [TEAM]: {
        kGone90: {
          id: '1990',
          title: 'Poste caído na BA-046',
          action: 'deleted',
          by: 'uSuperv',
          byName: 'Sara Supervisora',
          at: local(11, 10, 8, 0),
          rev: 2,
        },
        kGone80: {
          id: '1980',
          title: 'Poda antiga',
          action: 'split-into',
          by: 'uAdmin',
          byName: 'Ana Admin',
          at: local(11, 12, 16, 45),
          rev: 2,
        },
      },
    },
  };
}

async function openAs(email: string, database: unknown = loggedDatabase()) {
  const opened = await openTeam01As(email, database, { filter: 'Todos' });
  await waitFor(() => expect(rowOf('2001')).toBeTruthy());
  return opened;
}

const titles = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('history-event-title')
    .map((line) => line.textContent);

describe("'Histórico' in the row menu (issue 15)", SCREEN_TEST_OPTIONS, () => {
  it('team: the log of 2004, newest first, with its details; Fechar closes it', async () => {
    const { user } = await openAs('equipe01@demo.local');
    await chooseMenuItem(user, '2004', 'Histórico');
    const dialog = await screen.findByRole('dialog', { name: 'Histórico do boletim 2004' });
    await within(dialog).findAllByTestId('history-event');
    expect(titles(dialog)).toEqual([
      '20/11/2026 14:05 — Sara Supervisora encaminhou para faturamento',
      '19/11/2026 10:00 — Equipe Um alterou os serviços',
      '18/11/2026 09:05 — Equipe Um criou o boletim',
    ]);
    expect(dialog).toHaveTextContent(
      'alterou a quantidade de NDM40C de 1,00 para 2,00 (R$ 75,00 → R$ 150,00)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('admin: a return just made is the newest event, with its reason; a bulletin without a log says so', async () => {
    const { user } = await openAs('admin@demo.local');
    await chooseMenuItem(user, '2001', 'Histórico');
    let dialog = await screen.findByRole('dialog', { name: 'Histórico do boletim 2001' });
    expect(await within(dialog).findByText('Nenhuma alteração registrada.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    await chooseMenuItem(user, '2004', 'Retornar para supervisão');
    dialog = await screen.findByRole('dialog', { name: 'Retornar para supervisão' });
    await user.type(within(dialog).getByLabelText(/Motivo da devolução/), 'Quantidade errada.');
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseMenuItem(user, '2004', 'Histórico');
    dialog = await screen.findByRole('dialog', { name: 'Histórico do boletim 2004' });
    const events = await within(dialog).findAllByTestId('history-event');
    expect(events).toHaveLength(4);
    expect(titles(dialog)[0]).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d — Ana Admin retornou para supervisão$/,
    );
    expect(events[0]).toHaveTextContent('Motivo: Quantidade errada.');
  });
});

describe("'Boletins excluídos' (issue 15, admin)", SCREEN_TEST_OPTIONS, () => {
  it('lists the removed bulletins newest first, a new deletion on top; each opens its history', async () => {
    const { user } = await openAs('admin@demo.local');
    // Deleting 2001 here puts it on top of the list.
    await chooseMenuItem(user, '2001', 'Excluir');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(within(grid()).queryByText('2001')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Boletins excluídos' }));
    const list = await screen.findByRole('dialog', { name: 'Boletins excluídos — Equipe 01' });
    const rows = await within(list).findAllByTestId('deleted-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Número', 'Título', 'Excluído por', 'Quando', 'Motivo', 'Histórico']);
    expect(rows).toHaveLength(3);
    expect(cells(rows[0] as HTMLElement).slice(0, 3)).toEqual([
      '2001',
      'Troca de cruzeta',
      'Ana Admin',
    ]);
    expect(cells(rows[0] as HTMLElement)[4]).toBe('Excluído');
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '1980',
      'Poda antiga',
      'Ana Admin',
      '12/11/2026 16:45',
      'Dividido',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual([
      '1990',
      'Poste caído na BA-046',
      'Sara Supervisora',
      '10/11/2026 08:00',
      'Excluído',
    ]);

    // 1980 is gone from forms/, its log is not.
    await user.click(within(list).getByRole('button', { name: 'Histórico do boletim 1980' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico do boletim 1980' });
    await within(history).findAllByTestId('history-event');
    expect(titles(history)).toEqual([
      '12/11/2026 16:45 — Ana Admin dividiu o boletim em 1980I e 1980C',
      '02/11/2026 08:15 — Equipe Um criou o boletim',
    ]);
    expect(history).toHaveTextContent('Dividido por Ana Admin em 12/11/2026 16:45');
    await user.click(within(history).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Histórico do boletim 1980' })).toBeNull(),
    );
    // Back on the list, which still has the focus trap and closes with Fechar.
    await user.click(within(list).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Nenhum boletim excluído nesta equipe.' when none was removed", async () => {
    const { user } = await openAs('admin@demo.local', homeDatabase());
    await user.click(screen.getByRole('button', { name: 'Boletins excluídos' }));
    const list = await screen.findByRole('dialog', { name: 'Boletins excluídos — Equipe 01' });
    expect(
      await within(list).findByText('Nenhum boletim excluído nesta equipe.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['superv', 'superv@demo.local'],
    ['team', 'equipe01@demo.local'],
    ['func', 'func@demo.local'],
  ])('%s is not offered the list', async (_role, email) => {
    await openAs(email);
    expect(screen.queryByRole('button', { name: 'Boletins excluídos' })).toBeNull();
  });
});
