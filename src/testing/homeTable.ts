/**
 * Queries of the home screen's 'Boletins da Equipe' table, its row actions and its notice, for
 * the home tests (P55): each test file had its own byte-for-byte copy, so a change of the grid's
 * markup had to be made in nine places. The words are the screen's pt-BR ones written out, as a
 * test reads them: src/testing may not import a feature's messages (lint zone).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The team's bulletins grid. */
export const grid = (): HTMLElement => screen.getByRole('grid', { name: 'Boletins da Equipe' });

/** The grid row of the bulletin whose ID cell reads `id` (throws when none shows). */
export function rowOf(id: string): HTMLElement {
  const cell = within(grid()).getByText(id, { selector: '[data-field="invoiceId"] *' });
  return cell.closest('[role="row"]') as HTMLElement;
}

/** The ids the grid shows, top to bottom (the header row, 'ID', left out). */
export const shownIds = (): string[] =>
  within(grid())
    .queryAllByRole('row')
    .map((row) => row.querySelector('[data-field="invoiceId"]')?.textContent)
    .filter((id): id is string => Boolean(id) && id !== 'ID');

/** The home's notice (an action's outcome), once it shows. */
export const notice = (): Promise<HTMLElement> => screen.findByTestId('home-notice');

/** The home's notice as it is now (throws when none shows), for a `waitFor`. */
export const shownNotice = (): HTMLElement => screen.getByTestId('home-notice');

/** The names of the row's inline action buttons, left to right. */
export const inlineActionsOf = (id: string): (string | null)[] =>
  within(within(rowOf(id)).getByTestId('row-actions'))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

/** Opens the row's 'Mais ações' menu and clicks its item `name`. */
export async function chooseMenuItem(user: UserEvent, id: string, name: string): Promise<void> {
  await user.click(within(rowOf(id)).getByRole('button', { name: 'Mais ações' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/**
 * The items of the row's 'Mais ações' menu, top to bottom ([] for a row without the menu); the
 * menu is closed again (Esc) before this resolves.
 */
export async function menuItemsOf(user: UserEvent, id: string): Promise<string[]> {
  const more = within(rowOf(id)).queryByRole('button', { name: 'Mais ações' });
  if (!more) return [];
  await user.click(more);
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}
