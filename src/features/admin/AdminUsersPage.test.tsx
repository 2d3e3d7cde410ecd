// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ports, UserRepo } from '../../core/ports';
import { aUserRecord } from '../../core/testing/builders';
import { SCREEN_TEST_OPTIONS, createTestPorts, renderWithProviders } from '../../testing/render';
import { AdminUsersPage } from './AdminUsersPage';
import { ADMIN_MESSAGES as M } from './messages';

/**
 * A hand-written database: the admin, func and team demo accounts, and supervisors in both
 * collections — Sara, the demo supervisor (four teams and an N/A) under her own uid and email,
 * one with an empty value, one with only 'N/A', one kept in users-mobile only, and Sara's uid in
 * both collections.
 */
function database(): Record<string, unknown> {
  const sara = aUserRecord('superv', { email: 'sara@demo.local' });
  return {
    users: {
      uAdmin: aUserRecord('admin'),
      uFunc: aUserRecord('func'),
      uSara: sara,
      uPaulo: { name: 'Paulo Araújo', email: 'paulo@demo.local', type: 'superv', supervision: '' },
    },
    'users-mobile': {
      uTeam: aUserRecord('team'),
      uJoana: {
        name: 'Joana Ribeiro',
        email: 'joana@demo.local',
        type: 'superv',
        supervision: 'ORCDISTBA05,ORCDISTBA06',
      },
      uMarcos: {
        name: 'Marcos Souza',
        email: 'marcos@demo.local',
        type: 'superv',
        supervision: 'N/A',
      },
      // The same uid as in users: listed once.
      uSara: { ...sara, supervision: '' },
    },
  };
}

/** A database with no supervisor at all. */
function withoutSupervisors(): Record<string, unknown> {
  return {
    users: { uAdmin: aUserRecord('admin') },
    'users-mobile': { uTeam: aUserRecord('team') },
  };
}

const ALL_16 = Array.from({ length: 16 }, (_, i) => `ORCDISTBA${String(i + 1).padStart(2, '0')}`);

function withUsers(ports: Ports, users: Partial<UserRepo>): Ports {
  return { ...ports, users: { ...ports.users, ...users } };
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let alertSpy: ReturnType<typeof vi.spyOn>;
let closeSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  // The browser will not close a window it did not open by script: the view must stay.
  closeSpy = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openAdmin(email = 'admin@demo.local', ports = createTestPorts(database())) {
  await ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(<AdminUsersPage />, { ports, path: '/admin' });
  return { ...view, ports, user: userEvent.setup({ delay: null }) };
}

async function table() {
  return screen.findByRole('table', { name: M.tableLabel });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function storedSupervision(ports: Ports, uid: string): Promise<string | undefined> {
  return (await ports.users.getUser(uid))?.record.supervision;
}

describe('AdminUsersPage: permission check (SPEC §2, §6)', SCREEN_TEST_OPTIONS, () => {
  it("shows 'Verificando permissões...' while the role is being checked", async () => {
    const check = deferred<Awaited<ReturnType<UserRepo['getUser']>>>();
    const base = createTestPorts(database());
    let calls = 0;
    // The first read is the session's; the page's own check is the second.
    const ports = withUsers(base, {
      getUser: (uid) => (++calls === 1 ? base.users.getUser(uid) : check.promise),
    });
    await openAdmin('admin@demo.local', ports);
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByText(M.checking)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await act(async () => check.resolve(await base.users.getUser('uAdmin')));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByText(M.checking)).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['func', 'func@demo.local'],
    ['superv', 'sara@demo.local'],
    ['team', 'equipe01@demo.local'],
  ])('%s gets the denial alert, the window closes, and Acesso Negado stays', async (_r, email) => {
    await openAdmin(email);
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    expect(screen.getByText('Esta página é restrita a administradores.')).toBeInTheDocument();
    await waitFor(() => expect(closeSpy).toHaveBeenCalledTimes(1));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(
      'Acesso negado. Esta página é restrita a administradores.',
    );
    expect(closeSpy).toHaveBeenCalledTimes(1);
    // The alert comes before the close.
    expect(alertSpy.mock.invocationCallOrder[0]).toBeLessThan(
      closeSpy.mock.invocationCallOrder[0]!,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('checks the role afresh: an admin demoted since sign-in is denied', async () => {
    const base = createTestPorts(database());
    let calls = 0;
    const ports = withUsers(base, {
      getUser: async (uid) => {
        const entry = await base.users.getUser(uid);
        calls += 1;
        return calls === 1 || !entry
          ? entry
          : { ...entry, record: { ...entry.record, type: 'func' } };
      },
    });
    await openAdmin('admin@demo.local', ports);
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument();
    // The alert comes from an effect after the denied view commits: wait for it, not a race.
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        'Acesso negado. Esta página é restrita a administradores.',
      ),
    );
  });

  it("a failed check alerts 'Erro ao verificar permissões de usuário.' and closes the window", async () => {
    const base = createTestPorts(database());
    let calls = 0;
    const ports = withUsers(base, {
      getUser: (uid) =>
        ++calls === 1 ? base.users.getUser(uid) : Promise.reject(new Error('network down')),
    });
    const { user } = await openAdmin('admin@demo.local', ports);
    expect(
      await screen.findByText(/Erro ao verificar permissões de usuário\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(closeSpy).toHaveBeenCalledTimes(1));
    expect(alertSpy).toHaveBeenCalledWith('Erro ao verificar permissões de usuário.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // The window stayed open: Tentar novamente checks again (the store answers this time).
    calls = 0;
    await user.click(screen.getByRole('button', { name: M.retry }));
    expect(await table()).toBeInTheDocument();
  });
});

describe('AdminUsersPage: the supervisor table (SPEC §2)', SCREEN_TEST_OPTIONS, () => {
  it('lists the users of type superv of both collections once each, by name', async () => {
    await openAdmin();
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'Email', 'Equipes Supervisionadas', 'Ações']);
    const rows = within(grid).getAllByTestId('supervisor-row');
    expect(rows.map((r) => r.getAttribute('data-uid'))).toEqual([
      'uJoana',
      'uMarcos',
      'uPaulo',
      'uSara',
    ]);
    expect(screen.getByText('4 supervisores')).toBeInTheDocument();
    // Nobody but the supervisors.
    expect(screen.queryByText('admin@demo.local')).not.toBeInTheDocument();
    expect(screen.queryByText('equipe01@demo.local')).not.toBeInTheDocument();
  });

  it("shows each supervisor's teams, and 'Nenhuma equipe atribuída' for empty or N/A", async () => {
    await openAdmin();
    await table();
    const chips = (name: string) =>
      within(rowOf(name))
        .queryAllByText(/^ORCDISTBA\d\d$/)
        .map((c) => c.textContent);
    // uSara is in both collections: the users record (what she sees at sign-in) is shown.
    expect(chips('Sara Supervisora')).toEqual([
      'ORCDISTBA01',
      'ORCDISTBA02',
      'ORCDISTBA03',
      'ORCDISTBA04',
    ]);
    expect(chips('Joana Ribeiro')).toEqual(['ORCDISTBA05', 'ORCDISTBA06']);
    expect(within(rowOf('Paulo Araújo')).getByText('Nenhuma equipe atribuída')).toBeInTheDocument();
    expect(within(rowOf('Marcos Souza')).getByText('Nenhuma equipe atribuída')).toBeInTheDocument();
    expect(within(rowOf('Joana Ribeiro')).getByText('joana@demo.local')).toBeInTheDocument();
  });

  it("shows 'Erro ao carregar supervisores.' when the list cannot be read, and retries", async () => {
    const base = createTestPorts(database());
    let fail = true;
    const ports = withUsers(base, {
      listUsers: () => (fail ? Promise.reject(new Error('denied')) : base.users.listUsers()),
    });
    const { user } = await openAdmin('admin@demo.local', ports);
    expect(await screen.findByText('Erro ao carregar supervisores.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: M.retry }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar supervisores.')).not.toBeInTheDocument();
  });

  it("shows 'Nenhum supervisor encontrado' and its text when there is none", async () => {
    await openAdmin('admin@demo.local', createTestPorts(withoutSupervisors()));
    expect(
      await screen.findByRole('heading', { name: 'Nenhum supervisor encontrado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Não foram encontrados usuários com o perfil de supervisor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('Fechar closes the window', async () => {
    const { user } = await openAdmin();
    await table();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(closeSpy).toHaveBeenCalledTimes(1);
  });
});

describe('AdminUsersPage: editing a supervisor (SPEC §2, §4, §7)', SCREEN_TEST_OPTIONS, () => {
  it('Editar shows the 16 team checkboxes, ticked as stored, with the Selecionadas summary', async () => {
    const { user } = await openAdmin();
    await table();
    await user.click(within(rowOf('Sara Supervisora')).getByRole('button', { name: /^Editar/ }));
    const group = screen.getByRole('group', {
      name: 'Equipes supervisionadas por Sara Supervisora',
    });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(ALL_16);
    expect(
      boxes
        .filter((b) => (b as HTMLInputElement).checked)
        .map((b) => b.closest('label')?.textContent),
    ).toEqual(['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA04']);
    expect(screen.getByTestId('selected-summary')).toHaveTextContent(
      'Selecionadas (4): ORCDISTBA01, ORCDISTBA02, ORCDISTBA03, ORCDISTBA04',
    );
    await user.click(within(group).getByRole('checkbox', { name: 'ORCDISTBA05' }));
    await user.click(within(group).getByRole('checkbox', { name: 'ORCDISTBA02' }));
    expect(screen.getByTestId('selected-summary')).toHaveTextContent(
      'Selecionadas (4): ORCDISTBA01, ORCDISTBA03, ORCDISTBA04, ORCDISTBA05',
    );
    // One row at a time: the other rows' Editar wait.
    expect(within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ })).toBeDisabled();
  });

  it("Salvar reads 'Salvando...' while writing, then stores the codes joined by commas", async () => {
    const base = createTestPorts(database());
    const gate = deferred<void>();
    const ports = withUsers(base, {
      changeSupervision: async (uid, change) => {
        await gate.promise;
        return base.users.changeSupervision(uid, change);
      },
    });
    const { user } = await openAdmin('admin@demo.local', ports);
    await table();
    await user.click(within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ }));
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA07' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const saving = screen.getByRole('button', { name: 'Salvando...' });
    expect(saving).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'ORCDISTBA08' })).toBeDisabled();

    await act(async () => gate.resolve());
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    // users-mobile/uJoana holds the record: written there.
    expect(await storedSupervision(base, 'uJoana')).toBe('ORCDISTBA05,ORCDISTBA06,ORCDISTBA07');
    const chips = within(rowOf('Joana Ribeiro'))
      .getAllByText(/^ORCDISTBA\d\d$/)
      .map((c) => c.textContent);
    expect(chips).toEqual(['ORCDISTBA05', 'ORCDISTBA06', 'ORCDISTBA07']);
    expect(await screen.findByText('Equipes de Joana Ribeiro atualizadas.')).toBeInTheDocument();
  });

  it('a team another admin added while this one edited is kept, and shown after the save (issue 23)', async () => {
    const { user, ports } = await openAdmin();
    await table();
    await user.click(within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ }));
    // Meanwhile, in another window, another admin adds ORCDISTBA11 to Joana (stored 05,06).
    await ports.users.changeSupervision('uJoana', { add: ['ORCDISTBA11'], remove: [] });
    // This admin, still seeing 05 and 06, adds 07 and takes 05 away.
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA07' }));
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA05' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    expect(await storedSupervision(ports, 'uJoana')).toBe('ORCDISTBA06,ORCDISTBA07,ORCDISTBA11');
    const chips = within(rowOf('Joana Ribeiro'))
      .getAllByText(/^ORCDISTBA\d\d$/)
      .map((c) => c.textContent);
    expect(chips).toEqual(['ORCDISTBA06', 'ORCDISTBA07', 'ORCDISTBA11']);
    expect(await screen.findByText('Equipes de Joana Ribeiro atualizadas.')).toBeInTheDocument();
  });

  it('saving no team stores an empty value and shows Nenhuma equipe atribuída', async () => {
    const { user, ports } = await openAdmin();
    await table();
    await user.click(within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ }));
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA05' }));
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA06' }));
    expect(screen.getByTestId('selected-summary')).toHaveTextContent('Selecionadas (0): nenhuma');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(
        within(rowOf('Joana Ribeiro')).getByText('Nenhuma equipe atribuída'),
      ).toBeInTheDocument(),
    );
    expect(await storedSupervision(ports, 'uJoana')).toBe('');
  });

  it("shows 'Erro ao atualizar supervisor.' when both collections refuse, keeping the selection", async () => {
    const base = createTestPorts(database());
    // UserRepo contract: changeSupervision rejects only when users-mobile and users both failed.
    const ports = withUsers(base, {
      changeSupervision: () =>
        Promise.reject(new Error('users-mobile: PERMISSION_DENIED; users: PERMISSION_DENIED')),
    });
    const { user } = await openAdmin('admin@demo.local', ports);
    await table();
    await user.click(within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ }));
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA09' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao atualizar supervisor.')).toBeInTheDocument();
    // Still editing, with what was ticked, and nothing written.
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'ORCDISTBA09' })).toBeChecked();
    expect(await storedSupervision(base, 'uJoana')).toBe('ORCDISTBA05,ORCDISTBA06');
  });

  it('Cancelar discards the changes: the row and the stored value stay as they were', async () => {
    const { user, ports } = await openAdmin();
    await table();
    const editButton = within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ });
    await user.click(editButton);
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA05' }));
    await user.click(screen.getByRole('checkbox', { name: 'ORCDISTBA10' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const chips = within(rowOf('Joana Ribeiro'))
      .getAllByText(/^ORCDISTBA\d\d$/)
      .map((c) => c.textContent);
    expect(chips).toEqual(['ORCDISTBA05', 'ORCDISTBA06']);
    expect(await storedSupervision(ports, 'uJoana')).toBe('ORCDISTBA05,ORCDISTBA06');
    // Editing again starts from the stored teams.
    await user.click(within(rowOf('Joana Ribeiro')).getByRole('button', { name: /^Editar/ }));
    expect(screen.getByTestId('selected-summary')).toHaveTextContent(
      'Selecionadas (2): ORCDISTBA05, ORCDISTBA06',
    );
  });

  it('works from the keyboard: Enter edits, Space ticks, Esc cancels, focus returns to Editar', async () => {
    const { user, ports } = await openAdmin();
    await table();
    within(rowOf('Marcos Souza'))
      .getByRole('button', { name: /^Editar/ })
      .focus();
    await user.keyboard('{Enter}');
    // The first box takes the focus.
    expect(screen.getByRole('checkbox', { name: 'ORCDISTBA01' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTestId('selected-summary')).toHaveTextContent(
      'Selecionadas (1): ORCDISTBA01',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowOf('Marcos Souza')).getByRole('button', { name: /^Editar/ })).toHaveFocus();
    expect(await storedSupervision(ports, 'uMarcos')).toBe('N/A');
  }, 20_000);

  it('saves from the keyboard: Tab reaches Salvar after the 16 boxes', async () => {
    const { user, ports } = await openAdmin();
    await table();
    within(rowOf('Marcos Souza'))
      .getByRole('button', { name: /^Editar/ })
      .focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    for (let i = 0; i < 16; i += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    expect(await storedSupervision(ports, 'uMarcos')).toBe('ORCDISTBA01');
  }, 20_000);
});
