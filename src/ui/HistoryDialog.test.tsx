// @vitest-environment jsdom
/**
 * Issue 15: the Histórico dialog's four states (loading, error with retry, empty, the list) and
 * its list: newest first, 'dd/mm/aaaa HH:mm — {summary}' in the viewer's local time, with the
 * details beneath. The events and every expected text are written here by hand; the times are
 * built with the local-time Date constructor, so the expected clock reading holds in any zone.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryEvent } from '../core/model';
import { HistoryDialog } from './HistoryDialog';

const local = (month: number, day: number, hour: number, minute: number) =>
  new Date(2026, month - 1, day, hour, minute).getTime();

/** 2004's log, oldest first, as the port answers it. */
const EVENTS: HistoryEvent[] = [
  {
    rev: 1,
    at: local(11, 18, 9, 5),
    action: 'created',
    by: 'uTeam',
    byName: 'Equipe Um',
    role: 'team',
  },
  {
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
  {
    rev: 3,
    at: local(11, 20, 14, 5),
    action: 'forwarded',
    by: 'uSuperv',
    byName: 'Sara Supervisora',
    role: 'superv',
  },
  {
    rev: 4,
    at: local(11, 21, 14, 32),
    action: 'returned',
    by: 'uAdmin',
    byName: 'Ana Admin',
    role: 'admin',
    reason: 'Faltou a foto do poste 3.',
  },
];

function open(load: () => Promise<readonly HistoryEvent[]>, onClose = vi.fn()) {
  const user = userEvent.setup();
  render(<HistoryDialog bulletinId="2004" load={load} onClose={onClose} />);
  return {
    user,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Histórico do boletim 2004' }),
  };
}

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('HistoryDialog (issue 15)', () => {
  it('lists the events newest first, each with its local time, summary and details', async () => {
    const { dialog } = open(() => Promise.resolve(EVENTS));
    const items = await within(dialog).findAllByTestId('history-event');
    expect(
      items.map((item) => within(item).getByTestId('history-event-title').textContent),
    ).toEqual([
      '21/11/2026 14:32 — Ana Admin retornou para supervisão',
      '20/11/2026 14:05 — Sara Supervisora encaminhou para faturamento',
      '19/11/2026 10:00 — Equipe Um alterou os serviços',
      '18/11/2026 09:05 — Equipe Um criou o boletim',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'Motivo: Faltou a foto do poste 3.',
    );
    expect(within(items[2] as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'alterou a quantidade de NDM40C de 1,00 para 2,00 (R$ 75,00 → R$ 150,00)',
    );
    expect(within(items[1] as HTMLElement).queryByTestId('history-event-details')).toBeNull();
    // An ordered list, named, and the count describes the dialog.
    expect(
      within(dialog).getByRole('list', { name: 'Registros do histórico' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('4 registros, do mais recente ao mais antigo');
    expect(within(items[0] as HTMLElement).getByText('21/11/2026 14:32')).toHaveAttribute(
      'datetime',
      new Date(local(11, 21, 14, 32)).toISOString(),
    );
  });

  it('shows a progress while loading, then the list', async () => {
    const pending = deferred<HistoryEvent[]>();
    const { dialog } = open(() => pending.promise);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando histórico...');
    expect(within(dialog).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    await act(async () => pending.resolve([EVENTS[0] as HistoryEvent]));
    expect(await within(dialog).findByText(/Equipe Um criou o boletim/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Carregando histórico...')).toBeNull();
    expect(dialog).toHaveAccessibleDescription('1 registro, do mais recente ao mais antigo');
  });

  it("an error says so and 'Tentar novamente' reads again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<readonly HistoryEvent[]>>()
      .mockRejectedValueOnce(new Error('PERMISSION_DENIED'))
      .mockResolvedValueOnce(EVENTS);
    const { user, dialog } = open(load);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro ao carregar o histórico.',
    );
    expect(within(dialog).queryAllByTestId('history-event')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findAllByTestId('history-event')).toHaveLength(4);
    expect(load).toHaveBeenCalledTimes(2);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // The focus stayed in the dialog when the retry button left.
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });

  it("says 'Nenhuma alteração registrada.' when the log is empty", async () => {
    const { dialog } = open(() => Promise.resolve([]));
    expect(await within(dialog).findByText('Nenhuma alteração registrada.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('Fechar has the focus and closes; Esc closes too', async () => {
    const { user, onClose, dialog } = open(() => Promise.resolve(EVENTS));
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
