/**
 * What several journeys do on the same screens: the home table of a team (open it with every
 * status listed, find a row, open its menu) and the bulletin forms (a field by its label, a
 * service added from the catalog dialog).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { QUESTION_SETTLE_MS } from '../../../src/ui/gestures';

/** The home table of the open team. */
export const gridOf = (p: Page): Locator => p.getByRole('grid', { name: 'Boletins da Equipe' });

/** A row of the home table by its bulletin's push key. */
export const rowByKey = (p: Page, key: string): Locator =>
  gridOf(p).locator(`[role="row"][data-id="${key}"]`);

/** Opens `team` from the sidebar and lists every status ('Todos'). */
export async function openTeamAll(p: Page, team: string): Promise<void> {
  await p.locator(`[data-testid="team-item"][data-team="${team}"]`).click();
  await gridOf(p).locator('[role="row"][data-id]').first().waitFor();
  const all = p.getByRole('button', { name: 'Todos', exact: true });
  await all.click();
  await expect.poll(() => all.getAttribute('aria-pressed')).toBe('true');
}

/** Opens a row's 'Mais ações' menu and picks `item`. */
export async function openMenuItem(p: Page, row: Locator, item: string): Promise<void> {
  await row.getByRole('button', { name: 'Mais ações' }).click();
  await p.getByRole('menuitem', { name: item }).click();
}

/**
 * Issue 15: answers the open 'Retornar para supervisão' dialog with a reason (required: at
 * least 5 characters) and confirms it. The dialog closes once the return is written.
 */
export async function returnWithReason(p: Page, reason: string): Promise<void> {
  const dialog = p.getByRole('dialog', { name: 'Retornar para supervisão' });
  await dialog.getByRole('textbox', { name: /^Motivo da devolução/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Retornar' }).click();
}

/** A text field of a bulletin form by the start of its label. */
export const field = (p: Page, name: string): Locator =>
  p.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Adds a service line from the catalog dialog: searched, picked by code, with a quantity. */
export async function addService(
  p: Page,
  search: string,
  code: string,
  quantity: number,
): Promise<void> {
  await p.getByRole('button', { name: 'Adicionar serviço' }).click();
  const dialog = p.getByRole('dialog');
  await dialog.getByLabel('Buscar por código ou descrição').fill(search);
  await dialog
    .getByTestId('catalog-service')
    .filter({ hasText: `${code} ·` })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: /Qtd/ }).fill(String(quantity));
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Waits until the Dar Baixa prompt `dialog` answers its buttons, Esc and backdrop without
 * anything typed: it ignores them for QUESTION_SETTLE_MS after it opens (issue 23), timed from
 * its first render, and shows nothing when that time is over. It is on screen only after that
 * render, so QUESTION_SETTLE_MS counted from the moment it shows is the shortest safe wait.
 */
export async function untilPromptSettles(p: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await p.waitForTimeout(QUESTION_SETTLE_MS);
}
