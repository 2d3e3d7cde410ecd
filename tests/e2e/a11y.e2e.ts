/**
 * axe-core on every screen (issue 16, the Standards): login, the home of each role with a team
 * table open, /new, /edit, /pdf, /admin and a report, in real Chromium on the demo fixture, at
 * 1366×768. Zero violations of axe's default rules (WCAG 2.x A/AA and best practices) and of the
 * rules Lighthouse's accessibility category adds (issue 24: label-content-name-mismatch, see
 * support/axe.ts), so each of these pages scores 100 there. Lighthouse may audit a page that is
 * still loading, so the loading screen is checked too. The home's dialogs are checked by the
 * home journeys that open them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { browserPerTest, signIn, signedInAt, url } from './support/browser';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';

/** Opens Equipe 01's table from the sidebar and waits for its rows. */
async function openTeam(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /Equipe 01/ })
    .first()
    .click();
  await page.getByRole('grid', { name: 'Boletins da Equipe' }).waitFor();
  await page.locator('[role="row"][data-id]').first().waitFor({ timeout: 15_000 });
}

/** The push key of the first listed bulletin of the open team table. */
async function firstKey(page: Page): Promise<string> {
  return (await page.locator('[role="row"][data-id]').first().getAttribute('data-id')) ?? '';
}

describe('axe-core finds nothing on any screen', () => {
  it('login', async () => {
    const { page } = session;
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(['admin@demo.local', 'superv@demo.local', 'func@demo.local', 'equipe01@demo.local'])(
    'home with the team table open: %s',
    async (email) => {
      const { page } = session;
      await signIn(page, email);
      expect(await axeViolations(page), 'home').toEqual([]);
      await openTeam(page);
      expect(await axeViolations(page), 'team table').toEqual([]);
    },
  );

  it('/new, /edit and /pdf', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const key = await firstKey(page);
    await page.goto(url('/new'));
    await page.getByRole('button', { name: /Salvar boletim/ }).waitFor();
    expect(await axeViolations(page), '/new').toEqual([]);
    await page.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`));
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
    expect(await axeViolations(page), '/edit').toEqual([]);
    await page.goto(url(`/pdf?team=${TEAM}&key=${encodeURIComponent(key)}`));
    await page.getByRole('button', { name: /Imprimir/ }).waitFor();
    expect(await axeViolations(page), '/pdf').toEqual([]);
    await page.goto(url('/pdf'));
    await page.getByRole('heading', { name: 'Boletim não encontrado' }).waitFor();
    expect(await axeViolations(page), '/pdf without a bulletin').toEqual([]);
  });

  it('the loading screen of a new window', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    // The printable screen's code is held back: the window stays on 'Carregando...', as a new
    // window shows it until its screen and data arrive.
    await page.route(/\/assets\/bulletins-[^/]*\.js$/, () => undefined);
    await page.goto(url(`/pdf?team=${TEAM}&key=held`));
    await page.getByRole('status').filter({ hasText: 'Carregando...' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('/admin and a report with its results', async () => {
    const { page } = session;
    await signedInAt(page, 'admin@demo.local', '/admin');
    await page.getByRole('table', { name: 'Supervisores' }).waitFor();
    expect(await axeViolations(page), '/admin').toEqual([]);
    await page.goto(url('/reports/coelba'));
    await page.getByRole('button', { name: 'Gerar Relatório' }).click();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor({ timeout: 60_000 });
    await page.locator('[role="row"][data-id]').first().waitFor();
    expect(await axeViolations(page), '/reports/coelba').toEqual([]);
  });
});
