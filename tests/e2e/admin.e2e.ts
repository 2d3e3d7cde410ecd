/**
 * Issue 8 journeys on the demo data (D27): user administration at /admin in real Chromium, in
 * both modes (P50: each test starts from the seeded demo; in Firebase mode the rules judge every
 * request, and none may be refused). Expected values are written out by hand from the demo's
 * users.
 */
import type { Dialog, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserPerTest, screenshot, signIn, signedInAt, url } from './support/browser';
import { readUsers } from './support/database';

const session = browserPerTest();
/** Every alert the pages of the test's context raised, in order (accepted at once). */
let dialogs: string[];

// After browserPerTest's own beforeEach, which makes the context.
beforeEach(() => {
  dialogs = [];
  session.context.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});

const DENIED = 'Acesso negado. Esta página é restrita a administradores.';
const team = (n: number) => `ORCDISTBA${String(n).padStart(2, '0')}`;

async function teamIds(p: Page): Promise<string[]> {
  return p
    .getByTestId('team-item')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-team') ?? ''));
}

/** The supervision stored for `email` (SPEC §3: comma-separated codes), as the UserRepo reads it. */
async function storedSupervision(email: string): Promise<unknown> {
  const entry = (await readUsers(session.page)).find((user) => user.record.email === email);
  if (!entry) throw new Error(`no user ${email}`);
  return entry.record.supervision;
}

/** Admin signs in and opens Gerenciar Usuários, which opens /admin in a window of its own. */
async function openAdminWindow(): Promise<Page> {
  const { context, page } = session;
  await signIn(page, 'admin@demo.local');
  const [admin] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Gerenciar Usuários/ }).click(),
  ]);
  await admin.waitForURL(url('/admin'));
  await admin.getByRole('table', { name: 'Supervisores' }).waitFor();
  return admin;
}

function rowOf(admin: Page, email: string): Locator {
  return admin.getByTestId('supervisor-row').filter({ hasText: email });
}

async function chipsOf(row: Locator): Promise<string[]> {
  return row.locator('.MuiChip-label').allTextContents();
}

describe('user administration (issue 8)', () => {
  it('admin gives the demo supervisor ORCDISTBA05 as well; the supervisor then sees five teams', async () => {
    const { page } = session;
    const admin = await openAdminWindow();
    await admin.getByRole('heading', { name: 'Administração de Usuários', level: 1 }).waitFor();
    // The fixture's six supervisors, from both collections, by name.
    const names = await admin
      .getByTestId('supervisor-row')
      .evaluateAll((rows) => rows.map((r) => r.querySelector('td p')?.textContent ?? ''));
    expect(names).toEqual([
      'Carlos Menezes',
      'Joana Ribeiro',
      'Marcos Souza',
      'Paulo Araújo',
      'Rita Conceição',
      'Supervisor Demo',
    ]);
    expect(await rowOf(admin, 'marcos.souza@demo.local').textContent()).toContain(
      'Nenhuma equipe atribuída',
    );

    const row = rowOf(admin, 'superv@demo.local');
    expect(await chipsOf(row)).toEqual([team(1), team(2), team(3), team(4)]);
    await row.getByRole('button', { name: /^Editar/ }).click();
    expect(await row.getByRole('checkbox').count()).toBe(16);
    await row.getByRole('checkbox', { name: team(5) }).check();
    await expect
      .poll(() => row.getByTestId('selected-summary').textContent())
      .toBe('Selecionadas (5): ORCDISTBA01, ORCDISTBA02, ORCDISTBA03, ORCDISTBA04, ORCDISTBA05');
    await screenshot(admin, 'admin-edit');

    await row.getByRole('button', { name: 'Salvar' }).click();
    await row.getByRole('button', { name: /^Editar/ }).waitFor();
    expect(await chipsOf(row)).toEqual([team(1), team(2), team(3), team(4), team(5)]);
    await admin.getByText('Equipes de Supervisor Demo atualizadas.').waitFor();
    await screenshot(admin, 'admin-saved');
    // SPEC §7: stored as the codes joined by commas.
    expect(await storedSupervision('superv@demo.local')).toBe(
      'ORCDISTBA01,ORCDISTBA02,ORCDISTBA03,ORCDISTBA04,ORCDISTBA05',
    );

    // Fechar closes the window (the home opened it by script).
    await Promise.all([
      admin.waitForEvent('close'),
      admin.getByRole('button', { name: 'Fechar' }).click(),
    ]);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(url('/login'));
    await signIn(page, 'superv@demo.local');
    expect(await teamIds(page)).toEqual([team(1), team(2), team(3), team(4), team(5)]);
    await page.getByText('5 equipes disponíveis').waitFor();
    expect(dialogs).toEqual([]);
    // P50, Firebase mode: the supervisor leaves, so no listen of ORCDISTBA05 is still open on
    // the database when the next test resets it (the reset takes the team back, and the
    // database would cancel that listen as a refusal if the closed context's connection had
    // not ended yet).
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(url('/login'));
  });

  it('Cancelar leaves the stored value unchanged', async () => {
    const admin = await openAdminWindow();
    const row = rowOf(admin, 'joana.ribeiro@demo.local');
    const stored = [team(5), team(6), team(7), team(8)];
    expect(await chipsOf(row)).toEqual(stored);
    await row.getByRole('button', { name: /^Editar/ }).click();
    await row.getByRole('checkbox', { name: team(5) }).uncheck();
    await row.getByRole('checkbox', { name: team(9) }).check();
    await row.getByRole('button', { name: 'Cancelar' }).click();
    await row.getByRole('button', { name: /^Editar/ }).waitFor();
    expect(await chipsOf(row)).toEqual(stored);

    // Read afresh from storage: nothing was written.
    expect(await storedSupervision('joana.ribeiro@demo.local')).toBe(stored.join(','));
    await admin.reload();
    await admin.getByRole('table', { name: 'Supervisores' }).waitFor();
    expect(await chipsOf(rowOf(admin, 'joana.ribeiro@demo.local'))).toEqual(stored);
  });

  it('a team user opening /admin gets the denial, and Acesso Negado stays when the tab will not close', async () => {
    const { page } = session;
    await signedInAt(page, 'equipe01@demo.local', '/admin');
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    await page.getByText('Esta página é restrita a administradores.').waitFor();
    expect(dialogs).toEqual([DENIED]);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'admin-denied');
  });

  it('a team user whose /admin window was opened by script sees the alert and the window closes', async () => {
    const { context, page } = session;
    await signIn(page, 'equipe01@demo.local');
    const [denied] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => window.open('/admin', '_blank', 'popup=yes,width=1200,height=800')),
    ]);
    await denied.waitForEvent('close');
    expect(dialogs).toEqual([DENIED]);
  });
});
