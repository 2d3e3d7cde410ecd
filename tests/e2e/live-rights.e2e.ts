/**
 * Issue 23 "rights are live", in real Chromium, in both modes (P50): the supervisor works in one
 * window while an admin, in another window on the same database, takes their teams away.
 * Without a reload, the supervisor's window loses the teams from the sidebar, closes the team it
 * showed and offers no forward any more; the whole database, read through the port before and
 * after, shows that nothing of forms/ was written (and, in Firebase mode, the rules refused
 * none of the supervisor's requests: the window stopped reading what it may no longer read).
 */
import { describe, expect, it } from 'vitest';
import { anotherPerson, browserPerTest, screenshot, signIn, url } from './support/browser';
import { diffLeaves, readForms } from './support/database';

const session = browserPerTest();
const team = (n: number) => `ORCDISTBA${String(n).padStart(2, '0')}`;

describe('rights are live (issue 23)', () => {
  it("an admin removes a supervisor's teams in another window: they leave the supervisor's window, and no forward is offered or written", async () => {
    const { page } = session;
    await signIn(page, 'superv@demo.local');
    const teamIds = () =>
      page
        .getByTestId('team-item')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-team') ?? ''));
    expect(await teamIds()).toEqual([team(1), team(2), team(3), team(4)]);

    // The supervisor has Equipe 01 open, with its forward buttons.
    await page.locator(`[data-testid="team-item"][data-team="${team(1)}"]`).click();
    const grid = page.getByRole('grid', { name: 'Boletins da Equipe' });
    const forward = grid.getByRole('button', { name: 'Encaminhar para faturamento' });
    await forward.first().waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    // Another person, on the same database: an admin in a window with a session of its own.
    const admin = await anotherPerson(session);
    await signIn(admin, 'admin@demo.local');
    const before = await readForms(admin);
    await admin.goto(url('/admin'));
    const row = admin.getByTestId('supervisor-row').filter({ hasText: 'superv@demo.local' });
    await row.getByRole('button', { name: /^Editar/ }).click();
    for (const n of [1, 2, 3, 4]) await row.getByRole('checkbox', { name: team(n) }).uncheck();
    await row.getByRole('button', { name: 'Salvar' }).click();
    await admin.getByText('Equipes de Supervisor Demo atualizadas.').waitFor();
    // The admin's own tab is still the admin's; the supervisor's is still the supervisor's.
    expect(await admin.getByRole('heading', { name: 'Administração de Usuários' }).count()).toBe(1);

    // The supervisor's window follows, without a reload.
    await expect.poll(teamIds, { timeout: 10_000 }).toEqual([]);
    await page.getByText('Nenhuma equipe disponível para o seu usuário.').waitFor();
    expect(await grid.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Encaminhar para faturamento' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByRole('button', { name: 'Sair' }).count()).toBe(1);
    await screenshot(page, 'live-rights-supervisor-after');

    // Opening the team's bulletins by address is refused too.
    await page.goto(url(`/edit?team=${team(1)}&key=-anything`));
    await page.getByTestId('bulletin-access-denied').waitFor();

    expect(diffLeaves(before, await readForms(admin))).toEqual([]);
    // Reading the whole database through the port twice takes most of the time.
  }, 150_000);
});
