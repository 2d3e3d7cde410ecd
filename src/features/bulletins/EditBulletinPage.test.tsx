// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Invoice } from '../../core/model';
import {
  createTestPorts,
  emulateDesktopViewport,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../app/testing';
import { writeHandover } from '../../ui/bulletinHandover';
import { EditBulletinPage } from './EditBulletinPage';
import { aStoredBulletin, bulletinsDatabase } from './testData';

let restore: () => void;
beforeEach(() => {
  restore = emulateDesktopViewport();
  sessionStorage.clear();
});
afterEach(() => restore());

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
    await ports.invoices.update('ORCDISTBA01', 'kEdit', { 'header/title': 'Título de outra aba' });
    // The editor re-reads the record when its window gets the focus.
    fireEvent(window, new Event('focus'));
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
    await ports.invoices.update('ORCDISTBA01', 'kEdit', { materials: [{ material: 'X' }] });
    await user.clear(dateField());
    await user.type(dateField(), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar cabeçalho' }));
    expect(await notice()).toHaveTextContent('Cabeçalho salvo com sucesso!');
    const after = await stored(ports);
    expect(after.date).toBe(Date.UTC(2026, 2, 11));
    expect(after.materials).toEqual([{ material: 'X' }]);
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
