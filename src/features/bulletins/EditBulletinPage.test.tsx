// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedList, toList } from '../../core/lists';
import type { Invoice } from '../../core/model';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { writeHandover } from '../../shared/bulletinHandover';
import { EditBulletinPage } from './EditBulletinPage';
import { aStoredBulletin, aTeam05Bulletin, bulletinsDatabase, twoTeamsDatabase } from './testData';
import { aLine, deleteElsewhere, editElsewhere } from '../../core/testing/builders';

desktopViewportPerTest();
beforeEach(() => sessionStorage.clear());

/** The editor's URL for forms/ORCDISTBA01/kEdit. */
const EDIT_PATH = '/edit?team=ORCDISTBA01&key=kEdit';

async function openEditor(email = 'equipe01@demo.local', invoice: Invoice = aStoredBulletin()) {
  const user = userEvent.setup();
  const ports = createTestPorts(bulletinsDatabase(invoice));
  await ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(<EditBulletinPage />, { ports, path: EDIT_PATH });
  await screen.findByRole('heading', { name: 'Editar Boletim 0107001' });
  await screen.findByRole('button', { name: 'Salvar cabeçalho' });
  return { user, ...view };
}

const stored = async (ports: ReturnType<typeof createTestPorts>) =>
  (await ports.invoices.get('ORCDISTBA01', 'kEdit'))!.invoice;
const dateField = () => screen.getByRole('textbox', { name: /^Data/ });
const notice = () => screen.findByTestId('editor-notice');

describe('bulletin editor (SPEC §2, §7, §8)', SCREEN_TEST_OPTIONS, () => {
  it('opens from its URL with the empty states of structures and materials', async () => {
    await openEditor();
    expect(screen.getByText('Nenhuma estrutura cadastrada')).toBeInTheDocument();
    expect(screen.getByText('Nenhum material cadastrado')).toBeInTheDocument();
    expect(dateField()).toHaveValue('10/03/2026');
    // 100 × 2 × 1,5 + 10 × 3 × 2 = 360,00.
    expect(screen.getByTestId('editor-total-with-factor')).toHaveTextContent('R$ 360,00');
  });

  it('opens from the session-storage handover alone and puts the record in the URL', async () => {
    const ports = createTestPorts(bulletinsDatabase());
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    writeHandover('edit', { team: 'ORCDISTBA01', key: 'kEdit', invoice: aStoredBulletin() });
    const { currentPath } = renderWithProviders(<EditBulletinPage />, { ports, path: '/edit' });
    expect(
      await screen.findByRole('heading', { name: 'Editar Boletim 0107001' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(EDIT_PATH));
  });

  it("a URL naming one team never opens another team's handed-over bulletin", async () => {
    const ports = createTestPorts(twoTeamsDatabase());
    await ports.auth.signIn('admin@demo.local', 'demo123');
    writeHandover('edit', { team: 'ORCDISTBA01', key: 'kEdit', invoice: aStoredBulletin() });
    const path = '/edit?team=ORCDISTBA05';
    const { currentPath } = renderWithProviders(<EditBulletinPage />, { ports, path });
    expect(
      await screen.findByRole('heading', { name: 'Boletim não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar cabeçalho' })).not.toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it('a closed notice keeps its text while it slides out, then goes', async () => {
    const { user } = await openEditor();
    // A real change: a save of nothing says something else (P47).
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), ' nova');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    const shown = await notice();
    expect(shown).toHaveTextContent('Cabeçalho salvo com sucesso!');
    await user.click(within(shown).getByRole('button'));
    // Closed, still on screen for its exit transition: the same words, not an empty bar.
    expect(screen.getByTestId('editor-notice')).toHaveTextContent('Cabeçalho salvo com sucesso!');
    await waitFor(() => expect(screen.queryByTestId('editor-notice')).not.toBeInTheDocument());
  });

  it('refuses 31/02/2026 and saves a real date as header + date (UTC) + editedBy', async () => {
    const { user, ports } = await openEditor();
    await user.clear(dateField());
    await user.type(dateField(), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(
      within(screen.getByTestId('section-header')).getAllByText(
        'Data inválida. Use o formato dd/mm/aaaa.',
      ).length,
    ).toBeGreaterThan(0);
    expect((await stored(ports)).date).toBe(Date.UTC(2026, 2, 10));

    await user.clear(dateField());
    await user.type(dateField(), '12/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    const after = await stored(ports);
    expect(after.date).toBe(Date.UTC(2026, 2, 12));
    expect(after.editedBy).toBe('Equipe Um');
    // Fields outside the form are kept (Dar Baixa's pedido, the team).
    expect(after.header).toMatchObject({
      date: '12/03/2026',
      title: 'Troca de cruzeta',
      pedido: '4500001',
      team: 'ORCDISTBA01',
    });
  });

  it('recomputes the totals as a quantity is typed and saves services + totals + editedBy', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    const qty = screen.getByRole('textbox', { name: 'Qtd. (Serviços 1)' });
    await user.clear(qty);
    await user.type(qty, '4');
    // 100 × 4 × 1,5 = 600,00 + 60,00 = 660,00; without factor 400,00 + 30,00 = 430,00.
    expect(screen.getByTestId('editor-total-with-factor')).toHaveTextContent('R$ 660,00');
    expect(screen.getByTestId('total-without-factor')).toHaveTextContent('R$ 430,00');
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 1' }));
    expect(await notice()).toHaveTextContent('Serviço salvo com sucesso!');
    const after = await stored(ports);
    expect(after.total_wfactor).toBe(660);
    expect(after.total).toBe(430);
    expect(after.editedBy).toBe('Equipe Um');
    expect(after.services).toEqual([
      expect.objectContaining({ code: 'NDE120SI', quantity: 4 }),
      expect.objectContaining({ code: '80010C', quantity: 3 }),
    ]);
  });

  it("an edited service needs code, activity and a price above 0: 'Preencha todos os campos obrigatórios'", async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 2' }));
    await user.clear(screen.getByRole('textbox', { name: 'Preço unit. (Serviços 2)' }));
    await user.type(screen.getByRole('textbox', { name: 'Preço unit. (Serviços 2)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 2' }));
    expect(screen.getByText('Preencha todos os campos obrigatórios')).toBeInTheDocument();
    expect((await stored(ports)).services).toHaveLength(2);
  });

  it("removes a line after confirming: 'Serviço removido com sucesso!' and the totals follow", async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remover Serviços 2' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await notice()).toHaveTextContent('Serviço removido com sucesso!');
    const after = await stored(ports);
    expect(after.services).toHaveLength(1);
    // Only 100 × 2 × 1,5 = 300,00 is left.
    expect(after.total_wfactor).toBe(300);
    await waitFor(() =>
      expect(screen.getByTestId('editor-total-with-factor')).toHaveTextContent('R$ 300,00'),
    );
  });

  it('adds a structure (pg and obs required) and saves only the photos', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Adicionar estrutura' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^PG/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText('Preencha todos os campos obrigatórios')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Observação/ }), 'Poste N3');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await notice()).toHaveTextContent('Estrutura salva com sucesso!');
    expect((await stored(ports)).photos).toEqual([
      { firebasePath: '', pg: '3', obs: 'Poste N3', material: '' },
    ]);
  });

  it('a change saved elsewhere is noticed, blocks an overwrite of that section and can be reloaded', async () => {
    const { user, ports } = await openEditor();
    await editElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit', {
      'header/title': 'Título de outra aba',
    });
    // P58: the editor follows the stored record live: no focus, no poll needed.
    const banner = await screen.findByTestId('conflict-banner');
    expect(banner).toHaveTextContent('Boletim alterado em outro lugar');
    expect(banner).toHaveTextContent('Cabeçalho');

    await user.clear(dateField());
    await user.type(dateField(), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Nada foi salvo');
    expect((await stored(ports)).header?.title).toBe('Título de outra aba');
    expect((await stored(ports)).date).toBe(Date.UTC(2026, 2, 10));

    await user.click(within(banner).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Título de outra aba'),
    );
    expect(screen.queryByTestId('conflict-banner')).not.toBeInTheDocument();
  });

  it('a change elsewhere to another section does not block this one', async () => {
    const { user, ports } = await openEditor();
    await editElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit', { materials: [{ material: 'X' }] });
    await user.clear(dateField());
    await user.type(dateField(), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    const after = await stored(ports);
    expect(after.date).toBe(Date.UTC(2026, 2, 11));
    expect(after.materials).toEqual([{ material: 'X' }]);
  });

  describe('P58: the editor follows the stored bulletin and its rights', () => {
    const FORWARDED = {
      checked: true,
      checked_closed: 'true_false',
      checked_by: 'Sup',
      checked_at: Date.UTC(2026, 2, 11),
    };

    it('forwarded elsewhere: the status shows it at once, and the save asks the password (nothing typed is lost)', async () => {
      const { user, ports } = await openEditor();
      expect(screen.getByText('Pendente')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Título/ }), ' nova');
      await editElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit', FORWARDED);
      expect(await screen.findByText('Corrigido')).toBeInTheDocument();
      expect(screen.getByTestId('editor-checked-since')).toHaveTextContent(
        'Este boletim foi encaminhado para o faturamento depois que você o abriu.',
      );

      // Cancelar: nothing saved, the typed title still there.
      await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
      const dialog = await screen.findByTestId('password-dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(await notice()).toHaveTextContent(
        'Nada foi salvo: a senha de edição não foi informada.',
      );
      expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue(
        `${aStoredBulletin().header?.title} nova`,
      );
      expect((await stored(ports)).header?.title).toBe(aStoredBulletin().header?.title);

      // A wrong password is refused in the dialog; the right one saves what was typed.
      await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
      const again = await screen.findByTestId('password-dialog');
      await user.type(within(again).getByLabelText(/^Senha/), 'errada');
      await user.click(within(again).getByRole('button', { name: 'Confirmar' }));
      expect(within(again).getByText('Senha incorreta.')).toBeInTheDocument();
      await user.clear(within(again).getByLabelText(/^Senha/));
      await user.type(within(again).getByLabelText(/^Senha/), '1234');
      await user.click(within(again).getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(screen.queryByTestId('password-dialog')).not.toBeInTheDocument());
      await waitFor(async () =>
        expect((await stored(ports)).header?.title).toBe(`${aStoredBulletin().header?.title} nova`),
      );
      expect((await stored(ports)).checked).toBe(true);
    });

    it('an admin is asked nothing when the bulletin is forwarded elsewhere', async () => {
      const { user, ports } = await openEditor('admin@demo.local');
      await editElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit', FORWARDED);
      expect(await screen.findByText('Corrigido')).toBeInTheDocument();
      expect(screen.queryByTestId('editor-checked-since')).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Título/ }), ' nova');
      await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
      expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
      expect(screen.queryByTestId('password-dialog')).not.toBeInTheDocument();
    });

    it('attached elsewhere (P57): said at once, and the save is refused with the reason, the form kept', async () => {
      const { user, ports } = await openEditor();
      await user.type(screen.getByRole('textbox', { name: /^Título/ }), ' nova');
      // Attached by the admin (Dar Baixa) after the forward; the team user typed the password
      // in the home before, as it would for a checked bulletin: the refusal is the attach's.
      await editElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit', {
        ...FORWARDED,
        attached: true,
      });
      expect(await screen.findByText('Anexado')).toBeInTheDocument();
      expect(screen.getByTestId('editor-closed')).toHaveTextContent(
        'Este boletim já foi anexado ao faturamento: só um administrador pode alterá-lo.',
      );
      await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
      const dialog = await screen.findByTestId('password-dialog');
      await user.type(within(dialog).getByLabelText(/^Senha/), '1234');
      await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
      expect(await notice()).toHaveTextContent(
        'Erro ao salvar cabeçalho: Este boletim já foi anexado ao faturamento: só um administrador pode alterá-lo.',
      );
      expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue(
        `${aStoredBulletin().header?.title} nova`,
      );
      expect((await stored(ports)).header?.title).toBe(aStoredBulletin().header?.title);
    });

    it('deleted elsewhere: said at once, and the save is refused, the form kept', async () => {
      const { user, ports } = await openEditor();
      await user.type(screen.getByRole('textbox', { name: /^Título/ }), ' nova');
      await deleteElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit');
      expect(await screen.findByTestId('conflict-banner')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
      expect(await notice()).toHaveTextContent('Este boletim foi excluído em outro lugar.');
      expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue(
        `${aStoredBulletin().header?.title} nova`,
      );
    });

    it('opened attached, a team user reads it without a form to type into', async () => {
      const user = userEvent.setup();
      const attached = aStoredBulletin({ ...FORWARDED, attached: true, archived: true });
      const ports = createTestPorts(bulletinsDatabase(attached));
      await ports.auth.signIn('equipe01@demo.local', 'demo123');
      renderWithProviders(<EditBulletinPage />, { ports, path: EDIT_PATH });
      await user.type(await screen.findByLabelText(/^Senha/), '1234');
      await user.click(screen.getByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByTestId('editor-closed')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Título/ })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Salvar cabeçalho' })).toBeDisabled();
    });
  });

  it("a team user on a checked bulletin types the password first ('Senha incorreta.')", async () => {
    const user = userEvent.setup();
    const ports = createTestPorts(bulletinsDatabase(aStoredBulletin({ checked: true })));
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    renderWithProviders(<EditBulletinPage />, { ports, path: EDIT_PATH });
    const password = await screen.findByLabelText(/^Senha/);
    expect(screen.queryByRole('button', { name: 'Salvar cabeçalho' })).not.toBeInTheDocument();
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByText('Senha incorreta.')).toBeInTheDocument();
    await user.clear(password);
    // D26: the fixture's edit password.
    await user.type(password, '1234');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Salvar cabeçalho' })).toBeInTheDocument();
  });
});

const qtyField = (row: number) => screen.getByRole('textbox', { name: `Qtd. (Serviços ${row})` });
const priceField = (row: number) =>
  screen.getByRole('textbox', { name: `Preço unit. (Serviços ${row})` });
const headerField = (name: string) =>
  within(screen.getByTestId('section-header')).getByRole('textbox', {
    name: new RegExp(`^${name}`),
  });

describe('editor numbers, header and structures (issue 16)', SCREEN_TEST_OPTIONS, () => {
  it('a quantity "abc" is refused with a Portuguese line and nothing is saved (the total stays)', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    expect(qtyField(1)).toHaveAttribute('inputmode', 'decimal');
    await user.clear(qtyField(1));
    await user.type(qtyField(1), 'abc');
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 1' }));
    expect(
      screen.getByText(
        'Quantidade: "abc" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.',
      ),
    ).toBeInTheDocument();
    // The row stays open and says how numbers are typed.
    expect(qtyField(1)).toHaveValue('abc');
    expect(screen.getByText(/Use vírgula para decimais: 2,5 ou 1\.234,56\./)).toBeInTheDocument();
    expect(screen.queryByTestId('editor-notice')).not.toBeInTheDocument();
    const after = await stored(ports);
    expect(toList(after.services)[0]?.quantity).toBe(2);
    expect(after.total_wfactor).toBe(360);
    expect(after.editedBy).toBeUndefined();
  });

  it('"2,5" and "1.234,56" are stored as 2.5 and 1234.56; a stored 2.5 reopens as "2,5"', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    await user.clear(qtyField(1));
    await user.type(qtyField(1), '2,5');
    await user.clear(priceField(1));
    await user.type(priceField(1), '1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 1' }));
    expect(await notice()).toHaveTextContent('Serviço salvo com sucesso!');
    const after = await stored(ports);
    expect(toList(after.services)[0]).toMatchObject({ quantity: 2.5, price: 1234.56 });
    // 1.234,56 × 2,5 × 1,5 = 4.629,60 + 60,00; without factor 3.086,40 + 30,00.
    expect(after.total_wfactor).toBe(4689.6);
    expect(after.total).toBe(3116.4);
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    expect(qtyField(1)).toHaveValue('2,5');
    expect(priceField(1)).toHaveValue('1234,56');
  });

  it('a quantity over 100.000, an ambiguous "1.000" and an unreadable factor are refused', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 2' }));
    const save = screen.getByRole('button', { name: 'Salvar Serviços 2' });
    await user.clear(qtyField(2));
    await user.type(qtyField(2), '100001');
    await user.click(save);
    expect(screen.getByText('Quantidade: o máximo é 100.000.')).toBeInTheDocument();
    await user.clear(qtyField(2));
    await user.type(qtyField(2), '1.000');
    await user.click(save);
    expect(
      screen.getByText(/^Quantidade: em "1\.000" o ponto pode ser de milhar/),
    ).toBeInTheDocument();
    await user.clear(qtyField(2));
    await user.type(qtyField(2), '3');
    const factor = screen.getByRole('textbox', { name: 'Fator (Serviços 2)' });
    await user.clear(factor);
    await user.type(factor, 'dois');
    await user.click(save);
    expect(screen.getByText(/^Fator: "dois" não é um número/)).toBeInTheDocument();
    expect(screen.queryByTestId('editor-notice')).not.toBeInTheDocument();
    expect(toList((await stored(ports)).services)[1]).toMatchObject({ quantity: 3, factor: 2 });
  });

  it('a material quantity "1.000" in the dialog is refused, never stored as 1', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Adicionar material' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Cruzeta de concreto 2000 mm'));
    const qty = within(dialog).getByRole('textbox', { name: /Qtd/ });
    expect(qty).toHaveAttribute('inputmode', 'decimal');
    await user.clear(qty);
    await user.type(qty, '1.000');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText(/^Quantidade: em "1\.000"/)).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await notice()).toHaveTextContent('Material salvo com sucesso!');
    expect((await stored(ports)).materials).toEqual([
      expect.objectContaining({ material: '300045', quantity: 2.5 }),
    ]);
  });

  it('the header needs Título, Projeto and Data as /new does: an empty Título saves nothing', async () => {
    const { user, ports } = await openEditor();
    expect(headerField('Título')).toBeRequired();
    expect(headerField('Título')).toHaveAttribute('maxlength', '200');
    expect(headerField('Observação')).toHaveAttribute('maxlength', '2000');
    await user.clear(headerField('Título'));
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(
      within(screen.getByTestId('section-header')).getByText(
        'Preencha os campos obrigatórios: Título, Projeto e Data',
      ),
    ).toBeInTheDocument();
    expect(headerField('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('editor-notice')).not.toBeInTheDocument();
    expect((await stored(ports)).header?.title).toBe('Troca de cruzeta');

    await user.clear(headerField('Projeto'));
    await user.type(headerField('Título'), 'Nova cruzeta');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(headerField('Projeto')).toHaveAttribute('aria-invalid', 'true');
    expect((await stored(ports)).header?.project).toBe('PJ-7');
  });

  it('the km are read as typed: "abc" is refused, "12,5" is stored as 12.5 and shown as "12,5"', async () => {
    const { user, ports } = await openEditor();
    await user.type(headerField('Km inicial'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(
      screen.getByText(
        'Km inicial: "abc" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.',
      ),
    ).toBeInTheDocument();
    expect((await stored(ports)).header?.kmInit).toBeUndefined();
    await user.clear(headerField('Km inicial'));
    await user.type(headerField('Km inicial'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    expect((await stored(ports)).header?.kmInit).toBe(12.5);
    expect(headerField('Km inicial')).toHaveValue('12,5');
  });

  it('a structure image URL must be http(s): javascript: is refused and nothing is saved', async () => {
    const { user, ports } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Adicionar estrutura' }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByRole('textbox', { name: /^URL da imagem/ });
    await user.type(url, 'javascript:alert(1)');
    await user.type(within(dialog).getByRole('textbox', { name: /^PG/ }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: /^Observação/ }), 'Poste N3');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      within(dialog).getByText(
        'URL da imagem inválida: use um endereço que comece com http:// ou https://.',
      ),
    ).toBeInTheDocument();
    expect((await stored(ports)).photos ?? []).toEqual([]);
    await user.clear(url);
    await user.type(url, 'https://fotos.exemplo.com/poste-n3.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await notice()).toHaveTextContent('Estrutura salva com sucesso!');
    expect((await stored(ports)).photos).toEqual([
      {
        firebasePath: 'https://fotos.exemplo.com/poste-n3.jpg',
        pg: '3',
        obs: 'Poste N3',
        material: '',
      },
    ]);
  });

  it('an edit that leaves a stored data: image alone is saved; retyping it as javascript: is not', async () => {
    const photo = { firebasePath: 'data:image/svg+xml;base64,PHN2Zy8+', pg: '1', obs: 'Poste' };
    const { user, ports } = await openEditor(
      'equipe01@demo.local',
      aStoredBulletin({ photos: [photo] }),
    );
    await user.click(screen.getByRole('button', { name: 'Editar Estruturas 1' }));
    const url = screen.getByRole('textbox', { name: 'URL da imagem (Estruturas 1)' });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Salvar Estruturas 1' }));
    expect(screen.getByText(/^URL da imagem inválida/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar Estruturas 1' }));
    await user.click(screen.getByRole('button', { name: 'Editar Estruturas 1' }));
    const obs = screen.getByRole('textbox', { name: 'Observação (Estruturas 1)' });
    await user.clear(obs);
    await user.type(obs, 'Poste N1');
    await user.click(screen.getByRole('button', { name: 'Salvar Estruturas 1' }));
    expect(await notice()).toHaveTextContent('Estrutura salva com sucesso!');
    expect((await stored(ports)).photos).toEqual([
      expect.objectContaining({ ...photo, obs: 'Poste N1' }),
    ]);
  });
});

describe('lines with a pedido keep their place (issue 14, P16)', SCREEN_TEST_OPTIONS, () => {
  const X = aLine({ code: 'NDE120SI', price: 100, quantity: 2, factor: 1, pedido: '-' });
  const P = aLine({
    code: '80010C',
    price: 10,
    quantity: 3,
    factor: 1,
    pedido: '4500123',
    paid: true,
  });
  const withPedidoLine = () => aStoredBulletin({ services: [X, P] });
  const LOCKED = 'Linha com pedido: só o administrador pode alterar.';
  const confirmRemoval = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  };

  it('a team user cannot edit or remove the line with a pedido: its buttons say why', async () => {
    await openEditor('equipe01@demo.local', withPedidoLine());
    for (const name of ['Editar Serviços 2', 'Remover Serviços 2']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(LOCKED);
    }
    expect(screen.getByRole('button', { name: 'Editar Serviços 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remover Serviços 1' })).toBeEnabled();
  });

  it('an admin may edit and remove it', async () => {
    await openEditor('admin@demo.local', withPedidoLine());
    expect(screen.getByRole('button', { name: 'Editar Serviços 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remover Serviços 2' })).toBeEnabled();
  });

  it('removing the line before it leaves a hole; the list shows the lines present and later saves keep the keys', async () => {
    const { user, ports } = await openEditor('equipe01@demo.local', withPedidoLine());
    await user.click(screen.getByRole('button', { name: 'Remover Serviços 1' }));
    await confirmRemoval(user);
    expect(await notice()).toHaveTextContent('Serviço removido com sucesso!');
    // Stored { 1: P }: the pedido line did not move to key 0.
    expect(storedList((await stored(ports)).services)).toEqual([null, P]);
    expect((await stored(ports)).total_wfactor).toBe(30);
    await waitFor(() => expect(screen.getAllByTestId('services-table-row')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Remover Serviços 1' })).toBeDisabled();
    expect(screen.getByTestId('editor-total-with-factor')).toHaveTextContent('R$ 30,00');

    // A line added later goes after the last key; removing it keeps the hole.
    await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByText(/^NDE120SI ·/));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(async () =>
      expect(storedList((await stored(ports)).services)).toEqual([
        null,
        P,
        expect.objectContaining({ code: 'NDE120SI' }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Remover Serviços 2' }));
    await confirmRemoval(user);
    await waitFor(async () =>
      expect(storedList((await stored(ports)).services)).toEqual([null, P]),
    );
  });

  it('a list whose keys changed elsewhere counts as changed, even with the same lines', async () => {
    const { user, ports } = await openEditor(
      'admin@demo.local',
      aStoredBulletin({ services: { '1': P, '2': X } }),
    );
    await editElsewhere(ports.invoices, 'ORCDISTBA01', 'kEdit', { services: [P, X] });
    await user.click(screen.getByRole('button', { name: 'Remover Serviços 2' }));
    await confirmRemoval(user);
    expect(await notice()).toHaveTextContent('Nada foi salvo');
    expect((await stored(ports)).services).toEqual([P, X]);
  });

  it("a team user's header save keeps a padded legacy pedido byte for byte", async () => {
    const invoice = aStoredBulletin({
      header: { ...aStoredBulletin().header, pedido: ' 4500001 ' },
    });
    const { user, ports } = await openEditor('equipe01@demo.local', invoice);
    await user.clear(dateField());
    await user.type(dateField(), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    expect((await stored(ports)).header?.pedido).toBe(' 4500001 ');
  });

  it("an admin's header save leaves it as stored unless the admin retypes it", async () => {
    const invoice = aStoredBulletin({
      header: { ...aStoredBulletin().header, pedido: ' 4500001 ' },
    });
    const { user, ports } = await openEditor('admin@demo.local', invoice);
    await user.clear(dateField());
    await user.type(dateField(), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    expect((await stored(ports)).header?.pedido).toBe(' 4500001 ');
  });
});

describe("Dar Baixa's pedido in the editor header (issue 16)", SCREEN_TEST_OPTIONS, () => {
  const pedido = () => within(screen.getByTestId('section-header')).getByLabelText('Pedido');

  it('a team user sees it read-only and a header save keeps it', async () => {
    const { user, ports } = await openEditor();
    expect(pedido()).toHaveValue('4500001');
    expect(pedido()).toHaveAttribute('readonly');
    expect(
      screen.getByText('Definido em Dar Baixa. Só o administrador pode alterar.'),
    ).toBeInTheDocument();
    await user.type(pedido(), '9');
    expect(pedido()).toHaveValue('4500001');
    await user.clear(dateField());
    await user.type(dateField(), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    expect((await stored(ports)).header?.pedido).toBe('4500001');
  });

  it('an admin corrects it, then clears it, with the header', async () => {
    const { user, ports } = await openEditor('admin@demo.local');
    expect(pedido()).not.toHaveAttribute('readonly');
    await user.clear(pedido());
    await user.type(pedido(), '4500777');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    expect((await stored(ports)).header).toMatchObject({
      pedido: '4500777',
      title: 'Troca de cruzeta',
    });
    await user.clear(pedido());
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    await waitFor(async () => expect((await stored(ports)).header?.pedido).toBeUndefined());
    expect((await stored(ports)).header?.title).toBe('Troca de cruzeta');
  });
});

describe(
  'SPEC §6: /edit opens only a bulletin of a team the user sees',
  SCREEN_TEST_OPTIONS,
  () => {
    const TEAM05_PATH = '/edit?team=ORCDISTBA05&key=k05';
    const denied =
      'Este boletim é da Equipe 05 (ORCDISTBA05), que não está entre as equipes do seu usuário.';

    async function openAs(email: string, path: string) {
      const ports = createTestPorts(twoTeamsDatabase());
      await ports.auth.signIn(email, 'demo123');
      return renderWithProviders(<EditBulletinPage />, { ports, path });
    }

    it.each([['equipe01@demo.local'], ['superv@demo.local']])(
      "%s gets 'Acesso negado' for Equipe 05's bulletin by URL, and nothing is shown or writable",
      async (email) => {
        const { ports } = await openAs(email, TEAM05_PATH);
        expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
        expect(screen.getByText(new RegExp(denied.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
        expect(screen.queryByText('Poda Equipe 05')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Salvar cabeçalho' })).not.toBeInTheDocument();
        expect((await ports.invoices.get('ORCDISTBA05', 'k05'))!.invoice).toEqual(
          aTeam05Bulletin(),
        );
      },
    );

    it('a handover of another team is not painted either (no URL)', async () => {
      writeHandover('edit', { team: 'ORCDISTBA05', key: 'k05', invoice: aTeam05Bulletin() });
      await openAs('equipe01@demo.local', '/edit');
      expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
      expect(screen.queryByDisplayValue('Poda Equipe 05')).not.toBeInTheDocument();
    });

    it.each([['admin@demo.local'], ['func@demo.local']])(
      '%s opens it (all 17 teams)',
      async (email) => {
        await openAs(email, TEAM05_PATH);
        expect(
          await screen.findByRole('heading', { name: 'Editar Boletim 0500009' }),
        ).toBeInTheDocument();
      },
    );

    it('the supervisor opens a bulletin of a supervised team', async () => {
      await openAs('superv@demo.local', EDIT_PATH);
      expect(
        await screen.findByRole('heading', { name: 'Editar Boletim 0107001' }),
      ).toBeInTheDocument();
    });
  },
);

describe('the editor waits for its record (issue 38, P47)', SCREEN_TEST_OPTIONS, () => {
  afterEach(() => vi.restoreAllMocks());

  // The home tab's copy, handed over before the title was changed elsewhere: the store holds
  // 'Troca de cruzeta' (testData), the handover an older 'Título da tela principal'.
  const PHOTO = { firebasePath: '', pg: '4', obs: 'Poste N4', material: '' };
  const MATERIAL = {
    descriptions: 'Cruzeta de concreto 2000 mm',
    material: '300045',
    quantity: 2,
    action: 'INSTALADO',
    type: 'CRUZETA',
  };
  const storedBulletin = () => aStoredBulletin({ photos: [PHOTO], materials: [MATERIAL] });
  const HANDED_TITLE = 'Título da tela principal';
  const handedOver = () =>
    aStoredBulletin({
      photos: [PHOTO],
      materials: [MATERIAL],
      header: { ...aStoredBulletin().header, title: HANDED_TITLE },
    });
  const title = () => headerField('Título');
  /** 'Carregando boletim...' shows, in a status region (announced by screen readers). */
  const expectLoadingAnnounced = () =>
    expect(screen.getByText('Carregando boletim...').closest('[role="status"]')).not.toBeNull();

  /**
   * /edit opened from the home tab (its handover) with every read of the bulletin held until
   * `release()`, as on a slow network; `hold: false` lets the reads through.
   */
  async function openFromHome({ hold = true } = {}) {
    const user = userEvent.setup();
    const ports = createTestPorts(bulletinsDatabase(storedBulletin()));
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    let release: () => void = () => undefined;
    if (hold) {
      const held = new Promise<void>((resolve) => (release = resolve));
      const get = ports.invoices.get.bind(ports.invoices);
      vi.spyOn(ports.invoices, 'get').mockImplementation(async (team, key) => {
        await held;
        return get(team, key);
      });
    }
    writeHandover('edit', { team: 'ORCDISTBA01', key: 'kEdit', invoice: handedOver() });
    renderWithProviders(<EditBulletinPage />, { ports, path: EDIT_PATH });
    await screen.findByRole('heading', { name: 'Editar Boletim 0107001' });
    return { user, ports, release };
  }

  /** Waits for the first read: the stored title in an editable field. */
  const readArrived = () =>
    waitFor(() => {
      expect(title()).toHaveValue('Troca de cruzeta');
      expect(title()).toBeEnabled();
    });

  it("shows the handover copy read-only with 'Carregando boletim...' until the read arrives, then the stored values, editable", async () => {
    const { user, release } = await openFromHome();
    expectLoadingAnnounced();
    expect(title()).toHaveValue(HANDED_TITLE);
    // Every input of every section: the header's 17 fields and the pedido (no row is open).
    const fields = screen.getAllByRole('textbox');
    expect(fields).toHaveLength(18);
    for (const field of fields) expect(field).toBeDisabled();
    for (const name of [
      'Salvar cabeçalho',
      'Adicionar serviço',
      'Editar Serviços 1',
      'Remover Serviços 2',
      'Adicionar estrutura',
      'Editar Estruturas 1',
      'Remover Estruturas 1',
      'Adicionar material',
      'Editar Material 1',
      'Remover Material 1',
    ]) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // Typing goes nowhere, so nothing typed can be replaced by the read.
    await user.click(title());
    await user.keyboard(' digitado');
    expect(title()).not.toHaveFocus();
    expect(title()).toHaveValue(HANDED_TITLE);
    expect(screen.queryByText('Alterações não salvas')).not.toBeInTheDocument();

    release();
    await readArrived();
    expect(screen.queryByText('Carregando boletim...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar cabeçalho' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Editar Material 1' })).toBeEnabled();
    await user.type(title(), ' nova');
    expect(title()).toHaveValue('Troca de cruzeta nova');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
  });

  it("a failed first read keeps the copy read-only and offers 'Tentar novamente'", async () => {
    const user = userEvent.setup();
    const ports = createTestPorts(bulletinsDatabase(storedBulletin()));
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(ports.invoices, 'get').mockRejectedValueOnce(new Error('offline'));
    writeHandover('edit', { team: 'ORCDISTBA01', key: 'kEdit', invoice: handedOver() });
    renderWithProviders(<EditBulletinPage />, { ports, path: EDIT_PATH });
    const alert = await screen.findByText(
      'Não foi possível carregar o boletim. Verifique a conexão e tente novamente.',
    );
    expect(title()).toHaveValue(HANDED_TITLE);
    expect(title()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar cabeçalho' })).toBeDisabled();
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Tentar novamente',
      }),
    );
    await readArrived();
    expect(screen.queryByText(/^Não foi possível carregar o boletim/)).not.toBeInTheDocument();
  });

  it("a save with nothing changed writes nothing and says 'Nenhuma alteração para salvar.'", async () => {
    const { user, ports } = await openFromHome({ hold: false });
    await readArrived();
    const before = await stored(ports);
    const commit = vi.spyOn(ports.invoices, 'commit');

    // The stored header as read (not the handover's): what would be written is the same.
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    const shown = await notice();
    expect(shown).toHaveTextContent('Nenhuma alteração para salvar.');
    expect(shown).toHaveClass('MuiAlert-colorInfo');

    // A space typed after the title is trimmed away on save: still nothing to write.
    await user.type(title(), ' ');
    expect(screen.getByText('Alterações não salvas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    await waitFor(() => expect(commit).not.toHaveBeenCalled());
    expect(screen.getByTestId('editor-notice')).toHaveTextContent('Nenhuma alteração para salvar.');
    await waitFor(() =>
      expect(screen.queryByText('Alterações não salvas')).not.toBeInTheDocument(),
    );

    // A service line opened and saved as it was.
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar Serviços 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('editor-notice')).toHaveTextContent('Nenhuma alteração para salvar.');
    expect(screen.queryByText('Serviço salvo com sucesso!')).not.toBeInTheDocument();

    expect(commit).not.toHaveBeenCalled();
    expect(await stored(ports)).toEqual(before);
    expect(await ports.invoices.history('ORCDISTBA01', 'kEdit')).toEqual([]);
  });

  it('a header stored otherwise than the form writes it, saved untouched, writes nothing', async () => {
    // As in the demo data: a field stored as '' (the form leaves it out) and a km stored as the
    // text '8,5' (the form writes the number 8.5). Nobody changed anything.
    const legacy = aStoredBulletin({
      header: { ...aStoredBulletin().header, si: '', observation: '', kmInit: '8,5' },
    });
    const { user, ports } = await openEditor('equipe01@demo.local', legacy);
    const before = await stored(ports);
    const commit = vi.spyOn(ports.invoices, 'commit');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Nenhuma alteração para salvar.');
    expect(commit).not.toHaveBeenCalled();
    expect(await stored(ports)).toEqual(before);
    expect(await ports.invoices.history('ORCDISTBA01', 'kEdit')).toEqual([]);

    // A real change to it still saves, with the form's cleaning: one write.
    await user.type(headerField('Título'), ' nova');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    await waitFor(() =>
      expect(screen.getByTestId('editor-notice')).toHaveTextContent('Cabeçalho salvo com sucesso!'),
    );
    expect(commit).toHaveBeenCalledTimes(1);
    const after = await stored(ports);
    expect(after.header?.title).toBe('Troca de cruzeta nova');
    expect(after.header?.kmInit).toBe(8.5);
  });

  it('once the read arrives, a real change saves as before: one write, one history event', async () => {
    const { user, ports, release } = await openFromHome();
    expectLoadingAnnounced();
    expect(screen.getByRole('button', { name: 'Salvar cabeçalho' })).toBeDisabled();
    release();
    await readArrived();
    const commit = vi.spyOn(ports.invoices, 'commit');

    // The handover's title is a change to the stored one, which is what a save compares with.
    await user.clear(title());
    await user.type(title(), HANDED_TITLE);
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    expect(commit).toHaveBeenCalledTimes(1);
    const after = await stored(ports);
    expect(after.header?.title).toBe(HANDED_TITLE);
    expect(after.editedBy).toBe('Equipe Um');
    const events = await ports.invoices.history('ORCDISTBA01', 'kEdit');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'header',
      changes: [{ path: 'header/title', before: 'Troca de cruzeta', after: HANDED_TITLE }],
    });
  });
});
