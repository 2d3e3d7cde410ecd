// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCREEN_TEST_OPTIONS } from '../../testing/render';
import { editElsewhere } from '../../core/testing/builders';
import type { ReportClient } from '../../../workers/client';
import { XLSX_MAX_ROWS, XlsxRowLimitError } from '../../../workers/contract';
import { openReportAs } from './testData';

/** Report `report`'s screen with `email` signed in; `overrides` replace calls of its client. */
const signedIn = (email: string, report: string, overrides: Partial<ReportClient> = {}) =>
  openReportAs(email, report, { overrides });

describe('report screens', SCREEN_TEST_OPTIONS, () => {
  beforeEach(() => {
    // D8: the tiny fixture is built for today = 2026-11-21.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    // P28: reports remember each user's last teams and goals; every test starts from none.
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('D34: the exports wait while a typed search is not yet applied to the result', async () => {
    const user = userEvent.setup();
    await signedIn('admin@demo.local', 'by-code');
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    const csv = () => screen.getByRole('button', { name: 'Exportar CSV' });
    const xlsx = () => screen.getByRole('button', { name: 'Exportar Excel' });
    await waitFor(() => expect(csv()).toBeEnabled());
    await user.click(screen.getByLabelText('Buscar'));
    await user.paste('muritiba');
    // Typed, not yet searched (300 ms debounce): a file now would hold the unsearched rows.
    expect(csv()).toBeDisabled();
    expect(xlsx()).toBeDisabled();
    await waitFor(() => expect(csv()).toBeEnabled());
    expect(xlsx()).toBeEnabled();
    expect(await screen.findByText(/^Relatório gerado/)).toBeInTheDocument();
    // P46: the result says which global factor it used (the tiny fixture stores 1.6568).
    expect(screen.getByTestId('report-factor')).toHaveTextContent('Fator global: 1,6568');
  });

  it('issue 17, 24: a table report mounts its grid when someone first uses the page, not while it loads; Gerar Relatório fills that same grid', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    const view = await signedIn('admin@demo.local', 'general', {
      page: (kind, request) => {
        asked.push(request.page);
        return view.api.page(kind, request);
      },
    });
    expect(await screen.findByText('Nenhum dado carregado')).toBeInTheDocument();
    // Loaded and left alone (issue 24): no grid yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('.MuiDataGrid-root')).toBeNull();
    // The pointer moves over the page: mounted, out of sight and out of the accessibility tree,
    // with no report to ask for rows.
    await user.hover(screen.getByRole('button', { name: 'Gerar Relatório' }));
    await waitFor(() => expect(document.querySelector('.MuiDataGrid-root')).not.toBeNull());
    const mounted = document.querySelector('.MuiDataGrid-root');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByTestId('report-result')).not.toBeVisible();
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gerar Relatório' }));
    const grid = await screen.findByRole('grid', { name: 'Resultados' });
    expect(grid.closest('.MuiDataGrid-root')).toBe(mounted);
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.getByTestId('report-result')).toBeVisible();
    expect(screen.queryByText('Nenhum dado carregado')).toBeNull();
    expect(asked).toEqual([0]);
  });

  it("SPEC §4 progress: before the worker's first word it counts the teams asked for (not '0 de 0')", async () => {
    const user = userEvent.setup();
    let answer: (() => void) | null = null;
    const view = await signedIn('admin@demo.local', 'general', {
      generate: async (kind, request, onProgress) => {
        // The worker is slow to start: nothing is heard until the test lets it run.
        await new Promise<void>((resolve) => (answer = resolve));
        return view.api.generate(kind, request, onProgress);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Desmarcar Todas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Equipe 01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Equipe 02' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Relatório' }));
    const loading = await screen.findByTestId('report-loading');
    expect(loading).toHaveTextContent('Carregando equipes: 0 de 2');
    await act(async () => answer?.());
    expect(await screen.findByText(/^Relatório gerado/)).toBeInTheDocument();
  });

  it('D17: an admin-only report shows Acesso Negado to a supervisor, also by URL', async () => {
    await signedIn('superv@demo.local', 'coelba');
    expect(await screen.findByText('Acesso Negado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerar Relatório' })).toBeNull();
  });

  it('SPEC §2: empty state, Gerar Relatório disabled with no team, Exportar CSV only once loaded', async () => {
    const user = userEvent.setup();
    await signedIn('superv@demo.local', 'paid-summary');
    expect(await screen.findByText('Nenhum dado carregado')).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Gerar Relatório' });
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Desmarcar Todas' }));
    expect(generate).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Selecionar Todas' }));
    await waitFor(() => expect(generate).toBeEnabled());
    await user.click(generate);
    expect(await screen.findByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    // D50: Exportar Excel beside it, under the same rule.
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
    // D40: one row per selected team (superv of ORCDISTBA01–04) and the Total row.
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4 + 1);
    expect(within(screen.getByTestId('table-footer')).getByText('Total')).toBeInTheDocument();
  });

  it("D50: a report past Excel's row limit is refused in Portuguese; another failure says so too", async () => {
    const user = userEvent.setup();
    const exportXlsx = vi
      .fn<ReportClient['exportXlsx']>()
      .mockRejectedValueOnce(new XlsxRowLimitError(XLSX_MAX_ROWS + 1))
      .mockRejectedValueOnce(new Error('worker out of memory'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signedIn('superv@demo.local', 'paid-summary', { exportXlsx });
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    await user.click(await screen.findByRole('button', { name: 'Exportar Excel' }));
    expect(
      await screen.findByText(
        'O relatório tem mais de 1.048.576 linhas, o limite do Excel. Use Exportar CSV ou reduza o período.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    expect(await screen.findByText('Erro ao exportar o arquivo Excel.')).toBeInTheDocument();
    expect(exportXlsx).toHaveBeenCalledWith('paid-summary', null);
  });

  it('SPEC §5/§7 Coelba: select all, confirm, prompt, one write, reload, alert with the count', async () => {
    const user = userEvent.setup();
    const view = await signedIn('admin@demo.local', 'coelba');
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    await screen.findByText(/^Relatório gerado/);
    const total = screen.getByTestId('coelba-footer-total');
    const totalText = within(total).getAllByRole('cell')[1]?.textContent;

    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Atualizar Pedidos' }));
    expect(alert).toHaveBeenLastCalledWith('Selecione pelo menos um item para atualizar.');

    await user.click(screen.getByRole('button', { name: 'Selecionar Todos' }));
    const selected = selectedCard();
    expect(selected).toBeGreaterThan(0);

    // Cancel at the confirm: nothing happens.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('4500123');
    const write = vi.spyOn(view.ports.invoices, 'commit');
    const update = screen.getByRole('button', { name: 'Atualizar Pedidos' });
    await user.click(update);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(prompt).not.toHaveBeenCalled();
    await waitFor(() => expect(update).toBeEnabled());

    await user.click(update);
    await waitFor(() => expect(alert.mock.lastCall?.[0]).toMatch(/^Pedidos atualizados/));
    expect(write).toHaveBeenCalledTimes(1);
    // The success alert counts the lines actually written (issue 21), as the preview announced.
    const written = (write.mock.calls[0]?.[0] ?? [])
      .flatMap(
        (change) =>
          (change.kind === 'patch' ? change.fields.services : []) as { pedido?: unknown }[],
      )
      .filter((line) => line.pedido === '4500123').length;
    expect(alert).toHaveBeenLastCalledWith(
      `Pedidos atualizados com sucesso! ${written} itens processados.`,
    );
    const question = confirm.mock.calls[1]?.[0] ?? '';
    expect(question.split('\n')[0]).toBe('Deseja dar baixa nos códigos selecionados?');
    expect(question).toContain(`${selected} itens selecionados: ${written} linhas de serviço em `);
    // Every line now has a pedido: Total Pagos equals Total, and the selection is cleared.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('coelba-footer-paid')).getAllByRole('cell')[1]?.textContent,
      ).toBe(totalText),
    );
    expect(screen.getByText('0 selecionados')).toBeInTheDocument();
  });

  it('D49 Coelba: Selecionar Todos under a search writes the searched rows, never the first n', async () => {
    const user = userEvent.setup();
    const view = await signedIn('admin@demo.local', 'coelba');
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    await screen.findByText(/^Relatório gerado/);
    const before = { total: footer('total'), paid: footer('paid') };
    const all = await view.ports.invoices.listAll('ORCDISTBA01');
    expect(all.length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText('Buscar'), 'muritiba');
    await waitFor(() => expect(footer('total')).toBeLessThan(before.total), { timeout: 5000 });
    const searched = { total: footer('total'), paid: footer('paid') };
    expect(searched.paid).toBeLessThan(searched.total);

    await user.click(screen.getByRole('button', { name: 'Selecionar Todos' }));
    const rows = selectedCard();
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(window, 'prompt').mockReturnValue('4500999');
    const write = vi.spyOn(view.ports.invoices, 'commit');
    await user.click(screen.getByRole('button', { name: 'Atualizar Pedidos' }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1), { timeout: 5000 });
    // The dialog's count and total are the searched rows' (the Selecionados card's set).
    const unpaid = (searched.total - searched.paid) / 100;
    expect(confirm.mock.calls[0]?.[0]).toContain(`${rows} itens selecionados`);
    expect(confirm.mock.calls[0]?.[0]).toContain(
      `total de R$ ${(searched.total / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    expect(unpaid).toBeGreaterThan(0);

    // Every bulletin written is a Muritiba bulletin, and each changed line now has the pedido.
    for (const { team, key } of write.mock.calls[0]?.[0] ?? []) {
      const entry = await view.ports.invoices.get(team, key);
      expect(entry?.invoice.header?.city).toMatch(/^Muritiba$/i);
    }
    // Under the search everything is now paid; without it, paid grew by exactly what was unpaid.
    await waitFor(() => expect(footer('paid')).toBe(searched.total), { timeout: 5000 });
    await user.clear(screen.getByLabelText('Buscar'));
    await waitFor(() => expect(footer('total')).toBe(before.total), { timeout: 5000 });
    expect(footer('paid')).toBe(before.paid + (searched.total - searched.paid));
  });

  it('D49 Coelba: a selected line changed since Gerar Relatório: nothing is written, one sentence', async () => {
    const user = userEvent.setup();
    const view = await signedIn('admin@demo.local', 'coelba');
    await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
    await screen.findByText(/^Relatório gerado/);
    const unsearched = footer('total');
    await user.type(screen.getByLabelText('Buscar'), 'muritiba');
    await waitFor(() => expect(footer('total')).toBeLessThan(unsearched), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Selecionar Todos' }));

    // After Gerar Relatório, someone else edits the first line of every Muritiba bulletin (so
    // of some selected bulletins too).
    const muritiba = (await view.ports.invoices.listAll('ORCDISTBA01')).filter(
      (e) => e.invoice.header?.city === 'Muritiba',
    );
    expect(muritiba.length).toBeGreaterThan(0);
    for (const { key } of muritiba) {
      await editElsewhere(view.ports.invoices, 'ORCDISTBA01', key, { 'services/0/quantity': 999 });
    }
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(window, 'prompt').mockReturnValue('4500777');
    const write = vi.spyOn(view.ports.invoices, 'commit');
    await user.click(screen.getByRole('button', { name: 'Atualizar Pedidos' }));
    await waitFor(
      () =>
        expect(alert).toHaveBeenLastCalledWith(
          'Nada foi salvo: as linhas selecionadas mudaram desde que o relatório foi gerado; gere o relatório novamente.',
        ),
      { timeout: 5000 },
    );
    expect(write).not.toHaveBeenCalled();
  });
});

/** The Selecionados card's count. */
function selectedCard(): number {
  const values = screen.getAllByTestId('summary-card-value');
  return Number((values.at(-1)?.textContent ?? '').replace(/\./g, ''));
}

/** A Coelba footer row's amount, in cents. */
function footer(which: 'total' | 'paid' | 'unpaid'): number {
  const text = within(screen.getByTestId(`coelba-footer-${which}`)).getAllByRole('cell')[1]
    ?.textContent;
  return Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
}
