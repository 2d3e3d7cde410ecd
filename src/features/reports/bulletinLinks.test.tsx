// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Permissions from '../../core/permissions';
import { SCREEN_TEST_OPTIONS } from '../../testing/render';
import { openReportAs } from './testData';

/**
 * Issue 22: from a report row to its bulletin. In the tiny fixture (today 2026-11-21, default
 * period 26/10–25/11/2026) bulletin 0200008 is forms/ORCDISTBA02/-P5qTko-7m6JOVYBLyLK and
 * 0300007 is forms/ORCDISTBA03/-P5lDXFVJLAOjq3_ynzU (read in fixtures/tiny.json by hand).
 */
const B0200008 = { id: '0200008', team: 'ORCDISTBA02', key: '-P5qTko-7m6JOVYBLyLK' };
const B0300007 = { id: '0300007', team: 'ORCDISTBA03', key: '-P5lDXFVJLAOjq3_ynzU' };
const pdfHref = (b: typeof B0200008) => `/pdf?team=${b.team}&key=${b.key}`;
const editHref = (b: typeof B0200008) => `/edit?team=${b.team}&key=${b.key}`;

// SPEC §6 lets every role edit; a role the rule refused would see no Editar. `refuseEditTo`
// makes core's canDo refuse 'edit' to one role, to show the link follows that one rule.
const rule = vi.hoisted(() => ({ refuseEditTo: null as string | null }));
vi.mock('../../core/permissions', async (importOriginal) => {
  const real = await importOriginal<typeof Permissions>();
  return {
    ...real,
    canDo: (...args: Parameters<typeof real.canDo>) =>
      args[1] === 'edit' && args[0] === rule.refuseEditTo ? false : real.canDo(...args),
  };
});

/** Report `report`'s screen with `email` signed in, Gerar Relatório clicked. */
/**
 * The wait for a generated report's rows: the engine runs in this thread and the grid mounts in
 * jsdom, which on a busy two-core machine (CI beside other work) has taken more than the
 * default 5 s once; the test's own budget is SCREEN_TEST_OPTIONS'.
 */
const ROWS = { timeout: 15_000 };

async function generated(email: string, report: string) {
  const view = await openReportAs(email, report);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Gerar Relatório' }));
  return { ...view, user };
}

describe('report rows link to their bulletin (issue 22)', SCREEN_TEST_OPTIONS, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12));
    rule.refuseEditTo = null;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['general', 'by-code', 'by-team', 'paid', 'faturamento-real'])(
    '%s: the id opens the PDF view in a new tab; Editar opens /edit',
    async (report) => {
      await generated('admin@demo.local', report);
      // By-code and faturamento-real have one row per line: 0200008 has two.
      const [pdf] = await screen.findAllByRole('link', { name: 'Abrir PDF do boletim 0200008' });
      expect(pdf).toHaveAttribute('href', pdfHref(B0200008));
      expect(pdf).toHaveAttribute('target', '_blank');
      expect(pdf).toHaveAttribute('rel', 'noopener');
      expect(pdf).toHaveTextContent(/^0200008$/);
      const [edit] = screen.getAllByRole('link', { name: 'Editar boletim 0200008' });
      expect(edit).toHaveAttribute('href', editHref(B0200008));
      expect(edit).toHaveAttribute('target', '_blank');
      expect(edit).toHaveAttribute('rel', 'noopener');
      // Another team's bulletin links to its own team and key.
      const [other] = screen.getAllByRole('link', { name: 'Abrir PDF do boletim 0300007' });
      expect(other).toHaveAttribute('href', pdfHref(B0300007));
    },
  );

  it('Editar follows the edit rule: a supervisor may edit; a role refused sees only the PDF link', async () => {
    const first = await generated('superv@demo.local', 'general');
    expect(
      (await screen.findAllByRole('link', { name: 'Editar boletim 0200008' }))[0],
    ).toHaveAttribute('href', editHref(B0200008));
    first.unmount();

    rule.refuseEditTo = 'func';
    await generated('func@demo.local', 'general');
    const [pdf] = await screen.findAllByRole('link', { name: 'Abrir PDF do boletim 0200008' });
    expect(pdf).toHaveAttribute('href', pdfHref(B0200008));
    expect(screen.queryAllByRole('link', { name: /^Editar boletim/ })).toEqual([]);
  });

  it("Coelba: a row's button lists its source lines with their links; they sum to the row", async () => {
    const { user } = await generated('admin@demo.local', 'coelba');
    // Nazaré, NDM108SC, 2,85, factor 1, no pedido: 0200008 (127 km, 07/11/2026) and 0300007
    // (79 km, 06/11/2026). 127 × 2,85 = 361,95; 79 × 2,85 = 225,15; Total 587,10; Qtd 206
    // (quantities with two decimals, SPEC §9).
    const button = await screen.findByRole(
      'button',
      { name: 'Linhas de origem do código NDM108SC em Nazaré' },
      ROWS,
    );
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Linhas de origem' });
    expect(dialog).toHaveAccessibleDescription('Código NDM108SC em Nazaré: 2 linhas de serviço');
    const table = await within(dialog).findByRole('table', {
      name: 'Linhas de origem do código NDM108SC',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['Boletim', 'Equipe', 'Data', 'Qtd', 'Total'],
      ['0200008', 'Equipe 02', '07/11/2026', '127,00', 'R$ 361,95'],
      ['0300007', 'Equipe 03', '06/11/2026', '79,00', 'R$ 225,15'],
      ['Total', '206,00', 'R$ 587,10'],
    ]);
    // The row's own Total in the grid is the same amount.
    const gridRow = button.closest('[role="row"]') as HTMLElement;
    expect(within(gridRow).getByText('R$ 587,10')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Abrir PDF do boletim 0300007' }),
    ).toHaveAttribute('href', pdfHref(B0300007));
    expect(within(dialog).getByRole('link', { name: 'Editar boletim 0200008' })).toHaveAttribute(
      'href',
      editHref(B0200008),
    );
    // Esc closes; focus goes back to the row's button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('Coelba: the dialog says so when the lines cannot be read', async () => {
    const view = await generated('admin@demo.local', 'coelba');
    vi.spyOn(view.client, 'coelbaSourceLines').mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await view.user.click(
      await screen.findByRole(
        'button',
        { name: 'Linhas de origem do código NDM108SC em Nazaré' },
        ROWS,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Linhas de origem' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as linhas de origem.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
