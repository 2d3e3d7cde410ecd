// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { ON_CREATION } from '../../core/testing/builders';
import { NewBulletinPage } from './NewBulletinPage';
import { bulletinsDatabase } from './testData';

desktopViewportPerTest();

async function openAs(email: string) {
  const user = userEvent.setup();
  const ports = createTestPorts(bulletinsDatabase());
  await ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(<NewBulletinPage />, { ports, path: '/new' });
  await screen.findByRole('heading', { name: 'Novo Boletim' });
  return { user, ...view };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: 'Salvar boletim' });
const notice = () => screen.getByTestId('new-bulletin-notice');

async function addService(
  user: ReturnType<typeof userEvent.setup>,
  search: string,
  code: string,
  quantity: string,
) {
  await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Buscar por código ou descrição'), search);
  await user.click(within(dialog).getByText(new RegExp(`^${code} ·`)));
  const qty = within(dialog).getByRole('textbox', { name: /Qtd/ });
  await user.clear(qty);
  await user.type(qty, quantity);
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('new bulletin (SPEC §2, §4, §5)', SCREEN_TEST_OPTIONS, () => {
  it("a user with several teams must pick one: 'Selecione uma equipe'", async () => {
    const { user } = await openAs('admin@demo.local');
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.click(save());
    expect(notice()).toHaveTextContent('Selecione uma equipe');
  });

  it("title, project and date are required: 'Preencha os campos obrigatórios: Título, Projeto e Data'", async () => {
    const { user } = await openAs('equipe01@demo.local');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.click(save());
    expect(notice()).toHaveTextContent('Preencha os campos obrigatórios: Título, Projeto e Data');
    expect(field('Título')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date that is not a calendar day (D7: 31/02/2026)', async () => {
    const { user, ports } = await openAs('equipe01@demo.local');
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '31/02/2026');
    await user.click(save());
    expect(notice()).toHaveTextContent('Data inválida. Use o formato dd/mm/aaaa.');
    expect(await ports.invoices.listAll('ORCDISTBA01')).toHaveLength(1);
  });

  it('the add-service dialog searches both catalogs by code and description, quantity an integer ≥ 1', async () => {
    const { user } = await openAs('equipe01@demo.local');
    await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByLabelText('Buscar por código ou descrição');
    // D21: accent- and case-insensitive, over nde and ndm.
    await user.type(search, 'poda de ARVORE');
    await waitFor(() => expect(within(dialog).getAllByTestId('catalog-service')).toHaveLength(1));
    expect(within(dialog).getByText(/^80020C ·/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '70010');
    expect(within(dialog).getAllByTestId('catalog-service')).toHaveLength(1);
    await user.click(within(dialog).getByText(/^70010II ·/));
    const qty = within(dialog).getByRole('textbox', { name: /Qtd/ });
    // Issue 16: a text field that says what it takes (a number input dropped the comma).
    expect(qty).toHaveAttribute('inputmode', 'numeric');
    expect(within(dialog).getByText('Número inteiro, de 1 a 100.000')).toBeInTheDocument();
    for (const bad of ['0', '1.5', '2,5', 'abc']) {
      await user.clear(qty);
      await user.type(qty, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
      expect(
        within(dialog).getByText('A quantidade deve ser um número inteiro maior ou igual a 1.'),
      ).toBeInTheDocument();
    }
    await user.clear(qty);
    await user.type(qty, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // '1.245,80' (D3) × 2 = 2.491,60; × 1,5 (global factor) = 3.737,40.
    expect(screen.getByTestId('total-without-factor')).toHaveTextContent('R$ 2.491,60');
    expect(screen.getByTestId('total-with-factor')).toHaveTextContent('R$ 3.737,40');
  });

  it('the add-service quantity reads pt-BR: "2,5" is refused (never 25), "1.000,00" is 1000, over 100.000 is refused', async () => {
    const { user } = await openAs('equipe01@demo.local');
    await user.click(screen.getByRole('button', { name: 'Adicionar serviço' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Buscar por código ou descrição'), 'NDE120');
    await user.click(within(dialog).getByText(/^NDE120SI ·/));
    const qty = within(dialog).getByRole('textbox', { name: /Qtd/ });
    await user.clear(qty);
    await user.type(qty, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(
      within(dialog).getByText('A quantidade deve ser um número inteiro maior ou igual a 1.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '100001');
    expect(within(dialog).getByText('Quantidade: o máximo é 100.000.')).toBeInTheDocument();
    await user.clear(qty);
    await user.type(qty, '1.000,00');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // 350 × 1000 = 350.000,00; × 1,5 = 525.000,00.
    expect(screen.getByTestId('total-without-factor')).toHaveTextContent('R$ 350.000,00');
    expect(screen.getByTestId('new-total-with-factor')).toHaveTextContent('R$ 525.000,00');
  });

  it('a km that is not a number is refused and nothing is created; "12,5" is stored as 12.5', async () => {
    const { user, ports } = await openAs('equipe01@demo.local');
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    expect(field('Km inicial')).toHaveAttribute('inputmode', 'decimal');
    expect(field('Título')).toHaveAttribute('maxlength', '200');
    expect(field('Observação')).toHaveAttribute('maxlength', '2000');
    await user.type(field('Km inicial'), 'doze');
    await user.click(save());
    expect(notice()).toHaveTextContent(
      'Km inicial: "doze" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.',
    );
    expect(field('Km inicial')).toHaveAttribute('aria-invalid', 'true');
    expect(await ports.invoices.listAll('ORCDISTBA01')).toHaveLength(1);
    await user.clear(field('Km inicial'));
    await user.type(field('Km inicial'), '12,5');
    await user.click(save());
    await waitFor(() => expect(notice()).toHaveTextContent('Boletim criado com sucesso!'));
    const created = (await ports.invoices.listAll('ORCDISTBA01')).find((e) => e.key !== 'kEdit');
    expect(created?.invoice.header?.kmInit).toBe(12.5);
  });

  it('totals follow a quantity as it is typed, before the line is confirmed', async () => {
    const { user } = await openAs('equipe01@demo.local');
    await addService(user, 'NDE120', 'NDE120SI', '2');
    // 350 × 2 = 700,00; × 1,5 = 1.050,00.
    expect(screen.getByTestId('new-total-with-factor')).toHaveTextContent('R$ 1.050,00');
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    const qty = screen.getByRole('textbox', { name: 'Qtd. (Serviços 1)' });
    await user.clear(qty);
    await user.type(qty, '3');
    // 350 × 3 × 1,5 = 1.575,00, shown while typing.
    expect(screen.getByTestId('new-total-with-factor')).toHaveTextContent('R$ 1.575,00');
    expect(screen.getByTestId('total-without-factor')).toHaveTextContent('R$ 1.050,00');
    await user.click(screen.getByRole('button', { name: 'Cancelar Serviços 1' }));
    expect(screen.getByTestId('new-total-with-factor')).toHaveTextContent('R$ 1.050,00');
  });

  it('saves one whole record with the creation defaults, author, team, date and totals', async () => {
    const { user, ports } = await openAs('equipe01@demo.local');
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.type(field('PES'), '998877');
    await addService(user, 'NDE120', 'NDE120SI', '2');
    await addService(user, 'poda', '80020C', '1');
    // A material from the catalog: INSTALADO by default, its type prefilled.
    await user.click(screen.getByRole('button', { name: 'Adicionar material' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Cruzeta de concreto 2000 mm'));
    await user.clear(within(dialog).getByRole('textbox', { name: /Qtd/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Qtd/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(save());
    await waitFor(() => expect(notice()).toHaveTextContent('Boletim criado com sucesso!'));
    // D48: Equipe 01's next number after the stored 0107001, in the message and the record.
    expect(notice()).toHaveTextContent('Boletim 0107002 salvo.');

    const entries = await ports.invoices.listAll('ORCDISTBA01');
    const created = entries.find((e) => e.key !== 'kEdit');
    expect(created).toBeDefined();
    const invoice = created!.invoice;
    expect(created!.key).not.toBe('0107002');
    expect(invoice).toMatchObject({
      id: '0107002',
      team: 'ORCDISTBA01',
      created_by: 'Equipe Um',
      // D7: 05/03/2026 as Date.UTC midnight.
      date: Date.UTC(2026, 2, 5),
      // SPEC §4 creation defaults.
      ...ON_CREATION,
      // 350 × 2 + 128 × 1 = 828,00 without factor; 350 × 2 × 1,5 + 128 × 1 × 2 = 1.306,00 with.
      total: 828,
      total_wfactor: 1306,
      header: {
        title: 'Troca de poste',
        project: 'PJ-1',
        date: '05/03/2026',
        si: '998877',
        team: 'ORCDISTBA01',
      },
      materials: [
        {
          descriptions: 'Cruzeta de concreto 2000 mm',
          material: '300045',
          quantity: 2,
          action: 'INSTALADO',
          type: 'ESTRUTURA',
        },
      ],
    });
    expect(invoice.services).toEqual([
      expect.objectContaining({ code: 'NDE120SI', quantity: 2, price: 350, unid: 'DIA' }),
      expect.objectContaining({ code: '80020C', quantity: 1, price: 128, factor: 2 }),
    ]);
    expect(typeof invoice.created_at).toBe('number');
    // The form is ready for the next bulletin.
    expect(field('Título')).toHaveValue('');
  });

  it("after 'Salvar boletim' succeeds the success stays: the button waits, with a note, until the next bulletin is typed (issue 23)", async () => {
    const { user, ports } = await openAs('equipe01@demo.local');
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.click(save());
    await waitFor(() => expect(notice()).toHaveTextContent('Boletim criado com sucesso!'));
    // The emptied form is not a bulletin: a second click has nothing to do, and says why.
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription(
      'Boletim salvo. Preencha o próximo boletim para salvar de novo.',
    );
    expect(await ports.invoices.listAll('ORCDISTBA01')).toHaveLength(2);
    await user.type(field('Título'), 'P');
    expect(save()).toBeEnabled();
    expect(screen.queryByText(/Preencha o próximo boletim/)).toBeNull();
    // The success stays until the next save answers.
    expect(notice()).toHaveTextContent('Boletim criado com sucesso!');
    await user.click(save());
    expect(notice()).toHaveTextContent('Preencha os campos obrigatórios: Título, Projeto e Data');
  });

  it("a double click on a line's ✗ or 🗑 does one thing: ✗ closes the row, 🗑 removes one line (issue 23)", async () => {
    const { user } = await openAs('equipe01@demo.local');
    await addService(user, 'NDE120', 'NDE120SI', '2');
    await addService(user, 'poda', '80020C', '1');
    const rows = () =>
      within(screen.getByTestId('services-table')).getAllByTestId('services-table-row');
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    await user.dblClick(screen.getByRole('button', { name: 'Cancelar Serviços 1' }));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Qtd. (Serviços 1)' })).toBeNull();
    await user.dblClick(screen.getByRole('button', { name: 'Remover Serviços 1' }));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('80020C');
  });

  it("a write that fails for no known cause says 'Erro ao criar boletim. Tente novamente.', the form kept", async () => {
    const { user, ports } = await openAs('equipe01@demo.local');
    ports.invoices.commit = () => Promise.reject(new Error('boom'));
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.click(save());
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Erro ao criar boletim. Tente novamente.'),
    );
    expect(field('Título')).toHaveValue('Troca de poste');
  });

  it('P59: a write the database refuses names the refusal, never only a retry, and keeps the form', async () => {
    const { user, ports } = await openAs('equipe01@demo.local');
    ports.invoices.commit = () =>
      Promise.reject(new Error('PERMISSION_DENIED: Permission denied at /'));
    await user.type(field('Título'), 'Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.click(save());
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'Erro ao criar boletim: o banco de dados recusou a gravação (sem permissão para esta alteração). Nada foi salvo; o que você digitou continua na tela.',
      ),
    );
    expect(notice()).not.toHaveTextContent(/tente novamente/i);
    expect(field('Título')).toHaveValue('Troca de poste');
    expect(field('Projeto')).toHaveValue('PJ-1');
    expect(field('Data')).toHaveValue('05/03/2026');
  });

  it('P58: a team taken from the supervisor while the form is open leaves the choice, the rest kept', async () => {
    const { user, ports } = await openAs('superv@demo.local');
    const before = (await ports.invoices.listAll('ORCDISTBA02')).length;
    await user.click(screen.getByTestId('team-select').previousElementSibling ?? document.body);
    await user.click(await screen.findByRole('option', { name: /ORCDISTBA02/ }));
    await user.type(field('Título'), 'Troca de poste');
    await ports.users.changeSupervision('uSuperv', { add: [], remove: ['ORCDISTBA02'] });
    expect(
      await screen.findByText(
        'Você não tem mais acesso à Equipe 02 (ORCDISTBA02). Escolha outra equipe; o restante do formulário foi mantido.',
        {},
        // The rights arrive through the session's live read of the user record.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(field('Título')).toHaveValue('Troca de poste');
    await user.type(field('Projeto'), 'PJ-1');
    await user.type(field('Data'), '05/03/2026');
    await user.click(save());
    expect(notice()).toHaveTextContent('Você não tem mais acesso à Equipe 02 (ORCDISTBA02).');
    expect(await ports.invoices.listAll('ORCDISTBA02')).toHaveLength(before);
  });
});
