// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createTestBackend } from '../../testing/render';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { chooseMenuItem, notice, rowOf } from '../../testing/homeTable';
import { QUESTION_SETTLE_MS, REPEAT_GESTURE_MS } from '../../ui/gestures';
import { freezeGestureClock, homeDatabase, openTeam01As } from './testData';

desktopViewportPerTest();
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
  sessionStorage.clear();
});
afterEach(() => open.mockRestore());

const TEAM = 'ORCDISTBA01';

async function openTeamAs(
  email: string,
  setup?: (backend: ReturnType<typeof createTestBackend>) => void,
) {
  const opened = await openTeam01As(email, homeDatabase(), { filter: 'Todos', setup });
  await waitFor(() => expect(rowOf('2001')).toBeTruthy());
  return opened;
}

const record = (tree: ReturnType<typeof createTestBackend>['tree'], key: string) =>
  tree.get(`forms/${TEAM}/${key}`) as Promise<Record<string, unknown> | null>;

describe('row actions by role (SPEC §2, §4, §6)', SCREEN_TEST_OPTIONS, () => {
  it('superv forwards an unchecked bulletin: checked, true_false, checked_at now, checked_by its name', async () => {
    const { user, tree } = await openTeamAs('superv@demo.local');
    const before = Date.now();
    await user.click(
      within(rowOf('2001')).getByRole('button', { name: 'Encaminhar para faturamento' }),
    );
    expect(await notice()).toHaveTextContent('Boletim encaminhado para o faturamento.');
    const stored = await record(tree, 'kPend');
    expect(stored).toMatchObject({
      checked: true,
      checked_closed: 'true_false',
      checked_by: 'Sara Supervisora',
    });
    expect(stored?.checked_at).toBeGreaterThanOrEqual(before);
    expect(stored?.checked_at).toBeLessThanOrEqual(Date.now());
    // A checked bulletin offers no forward any more.
    await waitFor(() =>
      expect(
        within(rowOf('2001')).queryByRole('button', { name: 'Encaminhar para faturamento' }),
      ).toBeNull(),
    );
  });

  it('an action in flight disables its button until the write ends', async () => {
    let release!: () => void;
    const { user } = await openTeamAs('admin@demo.local', ({ ports }) => {
      const commit = ports.invoices.commit.bind(ports.invoices);
      ports.invoices.commit = async (...args) => {
        await new Promise<void>((resolve) => (release = resolve));
        return commit(...args);
      };
    });
    const button = within(rowOf('2003')).getByRole('button', { name: 'Marcar como visto' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await act(async () => release());
    await waitFor(() =>
      expect(within(rowOf('2003')).getByRole('button', { name: 'Desmarcar visto' })).toBeEnabled(),
    );
  });

  it("a double click on 'Marcar como visto' marks once; a click half a second later unmarks (issue 23)", async () => {
    const { user, tree, ports } = await openTeamAs('admin@demo.local');
    const clock = freezeGestureClock();
    const commit = vi.spyOn(ports.invoices, 'commit');
    await user.dblClick(within(rowOf('2003')).getByRole('button', { name: 'Marcar como visto' }));
    const unmark = await within(rowOf('2003')).findByRole('button', { name: 'Desmarcar visto' });
    // The label changed under the pointer: a repeat this soon is the same gesture, not a request.
    await user.click(unmark);
    expect(await notice()).toHaveTextContent('Boletim marcado como visto.');
    expect(commit).toHaveBeenCalledTimes(1);
    expect(await record(tree, 'kChecked')).toMatchObject({ viewedByFat: true });
    clock.advance(REPEAT_GESTURE_MS);
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Desmarcar visto' }));
    await waitFor(async () =>
      expect(await record(tree, 'kChecked')).toMatchObject({ viewedByFat: false }),
    );
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('admin marks viewed, paid and attached; attached also sets archived (D9 chip follows)', async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    const chip = () => rowOf('2003').querySelector('[data-status]')?.getAttribute('data-status');
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(chip()).toBe('viewed'));
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Marcar como pago' }));
    await waitFor(() => expect(chip()).toBe('paid'));
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Marcar como anexado' }));
    await waitFor(() => expect(chip()).toBe('attached'));
    expect(await record(tree, 'kChecked')).toMatchObject({
      viewedByFat: true,
      paid: true,
      attached: true,
      archived: true,
    });
  });

  it('admin returns a checked bulletin to supervision with a reason; every flag resets', async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    await chooseMenuItem(user, '2005', 'Retornar para supervisão');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Motivo da devolução/), 'Faltou a foto.');
    await user.click(within(dialog).getByRole('button', { name: 'Retornar' }));
    expect(await notice()).toHaveTextContent('Boletim retornado para supervisão.');
    expect(await record(tree, 'kChecked3')).toMatchObject({
      checked: false,
      checked_closed: 'false_false',
      viewedByFat: false,
      paid: false,
      attached: false,
    });
  });

  it('Esc on the confirmation cancels: nothing is written', async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    const before = await record(tree, 'kChecked3');
    await chooseMenuItem(user, '2005', 'Retornar para supervisão');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await record(tree, 'kChecked3')).toEqual(before);
  });

  it('admin splits a mixed bulletin into {id}I and {id}C with the lines partitioned, in one write (D13)', async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    await chooseMenuItem(user, '2002', 'Dividir boletim');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dividir' }),
    );
    expect(await notice()).toHaveTextContent('Boletim dividido com sucesso!');
    const forms = (await tree.get(`forms/${TEAM}`)) as Record<string, Record<string, unknown>>;
    expect(forms.kMixed).toBeUndefined();
    const halves = Object.values(forms).filter((inv) => String(inv.id).startsWith('2002'));
    const byId = Object.fromEntries(halves.map((inv) => [inv.id, inv]));
    expect(Object.keys(byId).sort()).toEqual(['2002C', '2002I']);
    const codes = (inv: Record<string, unknown> | undefined) =>
      (inv?.services as { code: string }[]).map((line) => line.code);
    expect(codes(byId['2002I'])).toEqual(['NDE10II', 'NDE30RD']);
    expect(codes(byId['2002C'])).toEqual(['NDM20C']);
    // Values: I = 150,00 + 30,00; C = 60,00; together the original's 240,00.
    await waitFor(() => expect(rowOf('2002I')).toHaveTextContent('R$ 180,00'));
    expect(rowOf('2002C')).toHaveTextContent('R$ 60,00');
    expect(byId['2002I']?.materials).toEqual(byId['2002C']?.materials);
  });

  it.each([
    ['superv@demo.local', false],
    ['admin@demo.local', true],
  ])(
    'issue 14: on a mixed bulletin the admin marked paid, %s is offered Dividir boletim: %s',
    async (email, offered) => {
      const database = homeDatabase();
      database.forms.ORCDISTBA01.kMixed.paid = true;
      const { user } = await openTeam01As(email, database, { filter: 'Todos' });
      await waitFor(() => expect(rowOf('2002')).toBeTruthy());
      await user.click(within(rowOf('2002')).getByRole('button', { name: 'Mais ações' }));
      const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
      expect(items.includes('Dividir boletim')).toBe(offered);
      expect(items).toContain('Excluir');
    },
  );

  it('superv deletes after a confirmation', async () => {
    const { user, tree } = await openTeamAs('superv@demo.local');
    await chooseMenuItem(user, '2001', 'Excluir');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }),
    );
    expect(await notice()).toHaveTextContent('Boletim excluído.');
    expect(await record(tree, 'kPend')).toBeNull();
  });

  it("a team user deletes with the password: a wrong one says 'Senha incorreta.' and deletes nothing", async () => {
    const { user, tree } = await openTeamAs('equipe01@demo.local');
    await chooseMenuItem(user, '2001', 'Excluir');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Senha'), 'errada{Enter}');
    expect(await within(dialog).findByText('Senha incorreta.')).toBeVisible();
    expect(await record(tree, 'kPend')).not.toBeNull();
    await user.clear(within(dialog).getByLabelText('Senha'));
    await user.type(within(dialog).getByLabelText('Senha'), '1234{Enter}');
    expect(await notice()).toHaveTextContent('Boletim excluído.');
    expect(await record(tree, 'kPend')).toBeNull();
  });

  it('func editing a checked bulletin enters the password; admin and unchecked ones open at once', async () => {
    const { user } = await openTeamAs('func@demo.local');
    await user.click(within(rowOf('2001')).getByRole('button', { name: 'Editar' }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('/edit?team=ORCDISTBA01&key=kPend'),
      '_blank',
    );
    open.mockClear();
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Senha'), '999{Enter}');
    expect(await within(dialog).findByText('Senha incorreta.')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Senha'));
    await user.type(within(dialog).getByLabelText('Senha'), '1234{Enter}');
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('/edit?team=ORCDISTBA01&key=kChecked'),
      '_blank',
    );
    expect(JSON.parse(sessionStorage.getItem('faturamento.edit') ?? '{}')).toMatchObject({
      key: 'kChecked',
      passwordChecked: true,
    });
  });

  it('PDF opens /pdf as a 1200×800 popup', async () => {
    const { user } = await openTeamAs('equipe01@demo.local');
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Ver PDF' }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('/pdf?team=ORCDISTBA01&key=kChecked'),
      '_blank',
      'popup=yes,width=1200,height=800',
    );
  });

  it('admin sees who checked and when', async () => {
    const { user } = await openTeamAs('admin@demo.local');
    await chooseMenuItem(user, '2003', 'Ver correção');
    const details = await screen.findByTestId('checked-by');
    expect(details).toHaveTextContent('Sara Supervisora');
    expect(details).toHaveTextContent('20/11/2026');
  });
});

describe(
  'failures show their SPEC §8 message and leave the data as it was',
  SCREEN_TEST_OPTIONS,
  () => {
    const cases: [
      string,
      string,
      string,
      (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
      string,
    ][] = [
      [
        'superv',
        'forward',
        'kPend',
        (u) =>
          u.click(
            within(rowOf('2001')).getByRole('button', { name: 'Encaminhar para faturamento' }),
          ),
        'Erro ao marcar boletim como corrigido.',
      ],
      [
        'admin',
        'viewed',
        'kChecked',
        (u) => u.click(within(rowOf('2003')).getByRole('button', { name: 'Marcar como visto' })),
        'Erro ao marcar como visto.',
      ],
      [
        'admin',
        'paid',
        'kChecked',
        (u) => u.click(within(rowOf('2003')).getByRole('button', { name: 'Marcar como pago' })),
        'Erro ao marcar como pago.',
      ],
      [
        'admin',
        'attached',
        'kChecked',
        (u) => u.click(within(rowOf('2003')).getByRole('button', { name: 'Marcar como anexado' })),
        'Erro ao marcar como anexado.',
      ],
      // The return's failure shows in its dialog, which stays open: ReturnToSupervision.test.tsx.
      [
        'admin',
        'split',
        'kMixed',
        async (u) => {
          await chooseMenuItem(u, '2002', 'Dividir boletim');
          await u.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dividir' }),
          );
        },
        'Erro ao dividir boletim: disco cheio',
      ],
      [
        'admin',
        'delete',
        'kPend',
        async (u) => {
          await chooseMenuItem(u, '2001', 'Excluir');
          await u.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }),
          );
        },
        'Erro ao deletar boletim.',
      ],
      [
        'admin',
        'bulk viewed',
        'kChecked',
        async (u) => {
          await u.click(within(rowOf('2003')).getByRole('checkbox'));
          await u.click(screen.getByRole('button', { name: 'Visto' }));
        },
        'Erro ao executar ação em massa.',
      ],
      [
        'admin',
        'Dar Baixa',
        'kChecked',
        async (u) => {
          await u.click(within(rowOf('2003')).getByRole('checkbox'));
          await u.click(screen.getByRole('button', { name: 'Dar Baixa' }));
          await u.type(
            within(await screen.findByRole('dialog')).getByLabelText('Número do pedido'),
            '45{Enter}',
          );
        },
        'Erro ao executar ação em massa.',
      ],
    ];

    it.each(cases)('%s %s', async (role, _name, key, act, message) => {
      const email = role === 'superv' ? 'superv@demo.local' : 'admin@demo.local';
      const { user, tree } = await openTeamAs(email);
      const before = await tree.get(`forms/${TEAM}`);
      await tree.simulateWriteFailures([{ path: `forms/${TEAM}`, message: 'disco cheio' }]);
      await act(user);
      expect(await notice()).toHaveTextContent(message);
      expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
      expect(await record(tree, key)).not.toBeNull();
    });
  },
);

describe('admin selection and bulk actions (SPEC §2, §4, D14)', SCREEN_TEST_OPTIONS, () => {
  it("says 'Nenhum boletim selecionado' until a row is selected", async () => {
    const { user } = await openTeamAs('admin@demo.local');
    expect(screen.getByTestId('selection-count')).toHaveTextContent('Nenhum boletim selecionado');
    expect(screen.getByRole('button', { name: 'Dar Baixa' })).toBeDisabled();
    await user.click(within(rowOf('2003')).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 boletim selecionado');
  });

  it('the bulk toggle sets paid on all, then clears it when all have it', async () => {
    const { user, tree } = await openTeamAs('admin@demo.local');
    await user.click(within(rowOf('2003')).getByRole('checkbox'));
    await user.click(within(rowOf('2004')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pago' }));
    expect(await notice()).toHaveTextContent('2 boletins marcados como pago.');
    expect(await record(tree, 'kChecked')).toMatchObject({ paid: true });
    expect(await record(tree, 'kChecked2')).toMatchObject({ paid: true });
    await user.click(within(rowOf('2003')).getByRole('checkbox'));
    await user.click(within(rowOf('2004')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pago' }));
    await waitFor(async () =>
      expect(await record(tree, 'kChecked')).toMatchObject({ paid: false }),
    );
  });

  it("'Dar Baixa' asks a pedido per bulletin: 'Pular' skips, blank asks again, the rest attach in one write; the notice names the skipped", async () => {
    const { user, tree, ports } = await openTeamAs('admin@demo.local');
    const clock = freezeGestureClock();
    const commit = vi.spyOn(ports.invoices, 'commit');
    for (const id of ['2003', '2004', '2005'])
      await user.click(within(rowOf(id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
    // The grid lists by date descending by default: 2003, 2004, 2005.
    const first = await screen.findByRole('dialog', { name: /2003 \(1 de 3\)/ });
    await user.type(within(first).getByLabelText('Número do pedido'), '4500001{Enter}');
    // Issue 23: a blank answer is not a skip: the prompt says how to skip and stays.
    const second = await screen.findByRole('dialog', { name: /2004 \(2 de 3\)/ });
    await user.type(within(second).getByLabelText('Número do pedido'), ' {Enter}');
    expect(
      within(second).getByText(
        'Digite o número do pedido, ou clique em Pular para deixar este boletim sem baixa.',
      ),
    ).toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Pular' }));
    const third = await screen.findByRole('dialog', { name: /2005 \(3 de 3\)/ });
    // Untouched, it answers nothing until it has settled.
    await user.click(within(third).getByRole('button', { name: 'Pular' }));
    expect(screen.getByRole('dialog', { name: /2005 \(3 de 3\)/ })).toBe(third);
    clock.advance(QUESTION_SETTLE_MS);
    await user.click(within(third).getByRole('button', { name: 'Pular' }));
    expect(await notice()).toHaveTextContent('Baixa dada em 1 boletim; 2 pulados (2004 e 2005).');
    expect(commit).toHaveBeenCalledTimes(1);
    const attached = await Promise.all(
      ['kChecked', 'kChecked2', 'kChecked3'].map((k) => record(tree, k)),
    );
    expect(attached.map((inv) => inv?.attached ?? false)).toEqual([true, false, false]);
    expect((attached[0]?.header as Record<string, unknown>).pedido).toBe('4500001');
  });

  it("Cancelar (or Esc) stops 'Dar Baixa': nothing is written, even the pedidos already typed", async () => {
    const { user, tree, ports } = await openTeamAs('admin@demo.local');
    const clock = freezeGestureClock();
    const commit = vi.spyOn(ports.invoices, 'commit');
    const before = await tree.get(`forms/${TEAM}`);
    for (const id of ['2003', '2004']) await user.click(within(rowOf(id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
    const first = await screen.findByRole('dialog', { name: /\(1 de 2\)/ });
    await user.type(within(first).getByLabelText('Número do pedido'), '4500001{Enter}');
    await screen.findByRole('dialog', { name: /\(2 de 2\)/ });
    clock.advance(QUESTION_SETTLE_MS);
    await user.keyboard('{Escape}');
    expect(await notice()).toHaveTextContent('Dar Baixa cancelada: nada foi alterado.');
    expect(commit).not.toHaveBeenCalled();
    expect(await tree.get(`forms/${TEAM}`)).toEqual(before);
    // The selection stays for another try.
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 boletins selecionados');
  });

  it('a fresh Dar Baixa prompt ignores Enter and its backdrop: a second Enter never answers the next prompt', async () => {
    const { user, ports } = await openTeamAs('admin@demo.local');
    freezeGestureClock();
    const commit = vi.spyOn(ports.invoices, 'commit');
    for (const id of ['2003', '2004']) await user.click(within(rowOf(id)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
    // The second click of a double click on 'Dar Baixa' lands on the backdrop.
    await screen.findByRole('dialog', { name: /\(1 de 2\)/ });
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    const first = screen.getByRole('dialog', { name: /\(1 de 2\)/ });
    // Enter pressed twice: the first answers this prompt, the second finds the next one blank.
    await user.type(within(first).getByLabelText('Número do pedido'), '4500001{Enter}{Enter}');
    const second = await screen.findByRole('dialog', { name: /\(2 de 2\)/ });
    expect(within(second).getByLabelText('Número do pedido')).toHaveValue('');
    expect(within(second).queryByText(/Digite o número do pedido, ou/)).toBeNull();
    expect(commit).not.toHaveBeenCalled();
    await user.type(within(second).getByLabelText('Número do pedido'), '4500002{Enter}');
    expect(await notice()).toHaveTextContent('Baixa dada em 2 boletins.');
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('double-click copies forms/{team}/{key} with a notice', async () => {
    const { user } = await openTeamAs('admin@demo.local');
    // After userEvent.setup, which installs its own clipboard.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.dblClick(within(rowOf('2003')).getByText('Religação'));
    expect(writeText).toHaveBeenCalledWith('forms/ORCDISTBA01/kChecked');
    expect(await notice()).toHaveTextContent('Caminho copiado: forms/ORCDISTBA01/kChecked');
  });
});

describe('badges on the team list (D12)', SCREEN_TEST_OPTIONS, () => {
  it('superv: the unchecked bulletins of each team', async () => {
    await openTeamAs('superv@demo.local');
    const item = screen
      .getAllByTestId('team-item')
      .find((el) => el.dataset.team === TEAM) as HTMLElement;
    // kPend and kMixed
    await waitFor(() => expect(within(item).getByTestId('team-badge')).toHaveTextContent('2'));
  });

  it('admin: checked and not yet viewed', async () => {
    await openTeamAs('admin@demo.local');
    const item = screen
      .getAllByTestId('team-item')
      .find((el) => el.dataset.team === TEAM) as HTMLElement;
    // kChecked and kChecked2 (kChecked3 is viewed)
    await waitFor(() => expect(within(item).getByTestId('team-badge')).toHaveTextContent('2'));
  });

  it('func: none', async () => {
    await openTeamAs('func@demo.local');
    expect(screen.queryByTestId('team-badge')).toBeNull();
  });
});
