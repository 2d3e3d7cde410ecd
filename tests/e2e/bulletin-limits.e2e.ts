/**
 * Issue 44, P56 in real Chromium (fixture mode; the forms are the same code in both modes): a
 * team user types a bulletin of 100 service lines at /new, the most the database rules let a
 * non-admin write (service line keys 0 to 99). The form counts them against that bound, and
 * the 101st is refused at entry, with its reason, before any work is lost; the 100 it accepted
 * are saved whole.
 */
import { describe, expect, it } from 'vitest';
import { toList } from '../../src/core/lists';
import { browserPerTest, screenshotsAtSizes, signIn, url, localDay } from './support/browser';
import { readTeamEntries } from './support/database';
import { addService, field } from './support/screens';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';

describe('no form accepts what the database refuses (issue 44)', () => {
  it('a team user adds 100 service lines; the 101st is refused at entry with its reason; the 100 are saved', async () => {
    const { page } = session;
    await signIn(page, 'equipe01@demo.local');
    await page.goto(url('/new'));
    await page.getByRole('heading', { name: 'Novo Boletim' }).waitFor();
    const title = `Boletim de 100 linhas ${Date.now()}`;
    await field(page, 'Título').fill(title);
    await field(page, 'Projeto').fill('PJ-100');
    await field(page, 'Data').fill(localDay());
    const services = page.getByTestId('section-services');
    await expect.poll(() => services.innerText()).toContain('0 de 100 linhas');

    // As a person does: the first one searched, the next ones the catalog's first service,
    // quantity 1 (the dialog's default).
    await addService(page, 'NDE120SI', 'NDE120SI', 1);
    for (let line = 2; line <= 100; line += 1) {
      await page.getByRole('button', { name: 'Adicionar serviço' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('catalog-service').first().click();
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await expect.poll(() => services.innerText()).toContain('100 de 100 linhas');

    // The 101st: the button is disabled, and says why, before anything more is typed.
    const add = page.getByRole('button', { name: 'Adicionar serviço' });
    expect(await add.isDisabled()).toBe(true);
    const reason =
      'Um boletim guarda até 100 linhas de serviço. Crie outro boletim para o restante.';
    expect(await services.innerText()).toContain(reason);
    const describedBy = (await add.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).innerText()).toContain(reason);
    await screenshotsAtSizes(page, 'bulletin-limits-100-lines', services.getByRole('heading'));

    // What the form accepted, the database takes (the rules' own limit).
    await page.getByRole('button', { name: 'Salvar boletim' }).click();
    await expect
      .poll(() => page.getByTestId('new-bulletin-notice').innerText(), { timeout: 15_000 })
      .toContain('Boletim criado com sucesso!');
    const saved = (await readTeamEntries(page, TEAM)).find(
      (e) => e.invoice.header?.title === title,
    );
    expect(toList(saved?.invoice.services)).toHaveLength(100);
  }, 240_000);
});
