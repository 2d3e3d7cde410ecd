// @vitest-environment jsdom
/**
 * Issue 15 on /edit: a returned bulletin says why at the top of the editor until it is forwarded
 * again, and 'Histórico' in the header opens the bulletin's log. Every expected text is written
 * here by hand; times are built with the local-time Date constructor, so the clock reading holds
 * in any zone.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import * as useCases from '../../core/usecases';
import type { Invoice } from '../../core/model';
import { aUser } from '../../core/testing/builders';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { EditBulletinPage } from './EditBulletinPage';
import { aStoredBulletin, bulletinsDatabase } from './testData';

desktopViewportPerTest();
beforeEach(() => sessionStorage.clear());

const TEAM = 'ORCDISTBA01';
const local = (month: number, day: number, hour: number, minute: number) =>
  new Date(2026, month - 1, day, hour, minute).getTime();

/** 0107001 as Ana Admin returned it on 21/11/2026 14:32 (the viewer's clock). */
const RETURNED = aStoredBulletin({
  rev: 2,
  lastReturn: {
    reason: 'Faltou a foto do poste 3.',
    byName: 'Ana Admin',
    at: local(11, 21, 14, 32),
  },
});

/** Its log: forwarded by Sara, then returned by Ana with the reason. */
function loggedDatabase(invoice: Invoice) {
  return {
    ...bulletinsDatabase(invoice),
    history: {
      [TEAM]: {
        kEdit: {
          1: {
            rev: 1,
            at: local(11, 20, 14, 5),
            action: 'forwarded',
            by: 'uSuperv',
            byName: 'Sara Supervisora',
            role: 'superv',
          },
          2: {
            rev: 2,
            at: local(11, 21, 14, 33),
            action: 'returned',
            by: 'uAdmin',
            byName: 'Ana Admin',
            role: 'admin',
            reason: 'Faltou a foto do poste 3.',
          },
        },
      },
    },
  };
}

async function openEditor(email: string, invoice: Invoice) {
  const user = userEvent.setup();
  const ports = createTestPorts(loggedDatabase(invoice));
  await ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(<EditBulletinPage />, {
    ports,
    path: `/edit?team=${TEAM}&key=kEdit`,
  });
  await screen.findByRole('heading', { name: 'Editar Boletim 0107001' });
  await screen.findByRole('button', { name: 'Salvar cabeçalho' });
  return { user, ...view };
}

const ALERT_TEXT =
  'Devolvido para correção por Ana Admin em 21/11/2026 14:32: Faltou a foto do poste 3.';

describe('the last return on /edit (issue 15)', SCREEN_TEST_OPTIONS, () => {
  it('a returned bulletin shows why in a warning at the top, until it is forwarded again', async () => {
    const { ports } = await openEditor('superv@demo.local', RETURNED);
    const alert = screen.getByTestId('last-return-alert');
    expect(alert).toHaveTextContent(ALERT_TEXT);
    expect(alert).toHaveClass('MuiAlert-colorWarning');
    // Above the sections.
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Salvar cabeçalho' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    // The supervisor forwards it (another tab): the editor re-reads it and the warning goes.
    const entry = await ports.invoices.get(TEAM, 'kEdit');
    const forwarded = await useCases.forwardToBilling(
      ports.invoices,
      entry!,
      aUser('superv'),
      Date.now(),
    );
    expect(forwarded.ok).toBe(true);
    await act(async () => {
      fireEvent(window, new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByTestId('last-return-alert')).toBeNull());
  });

  it('a bulletin never returned shows no warning', async () => {
    await openEditor('equipe01@demo.local', aStoredBulletin());
    expect(screen.queryByTestId('last-return-alert')).toBeNull();
    expect(screen.queryByText(/Devolvido para correção/)).toBeNull();
  });

  it("'Histórico' in the header opens the bulletin's log, newest first", async () => {
    const { user } = await openEditor('equipe01@demo.local', RETURNED);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Histórico do boletim 0107001' });
    const events = await within(dialog).findAllByTestId('history-event');
    expect(events.map((e) => within(e).getByTestId('history-event-title').textContent)).toEqual([
      '21/11/2026 14:33 — Ana Admin retornou para supervisão',
      '20/11/2026 14:05 — Sara Supervisora encaminhou para faturamento',
    ]);
    expect(events[0]).toHaveTextContent('Motivo: Faltou a foto do poste 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
