/**
 * P63 (issue 43), in real Chromium, in both modes (P50): what a person typed survives a closed
 * tab. A team user fills /new (header and a service line) and closes the tab; the next /new of
 * the same browser offers the draft, Continuar puts it all back and Salvar boletim creates the
 * bulletin once. An unsaved change of the editor's header is offered the same way when the
 * bulletin is opened again, and lands when saved. Another user of the same browser is never
 * offered it. Hand-worked: 350,00 × 2 × 1,6568 = 1.159,76 (NDE120SI, the demo's factor).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { changedLeaves, readForms } from './support/database';
import { browserPerTest, screenshot, signIn, url, localDay } from './support/browser';
import { addService, field } from './support/screens';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';
const OFFER = /^Rascunho de \d\d\/\d\d \d\d:\d\d — continuar ou descartar/;

async function openNew(): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(url('/new'));
  await page.getByRole('heading', { name: 'Novo Boletim' }).waitFor();
  return page;
}

/** A person pauses before closing the tab: longer than the draft's 400 ms wait. */
const pause = (page: Page) => page.waitForTimeout(800);

describe('drafts survive a closed tab (P63)', () => {
  it('/new filled and closed: the next /new offers it, Continuar brings it all back, Salvar creates it once', async () => {
    const { page: home } = session;
    await signIn(home, 'equipe01@demo.local');
    const before = await readForms(home);
    const title = `Rascunho E2E ${Date.now()}`;

    const first = await openNew();
    await field(first, 'Título').fill(title);
    await field(first, 'Projeto').fill('PJ-RASCUNHO');
    await field(first, 'Data').fill(localDay());
    await addService(first, 'NDE120SI', 'NDE120SI', 2);
    await expect
      .poll(() => first.getByTestId('new-total-with-factor').innerText())
      .toBe('R$ 1.159,76');
    await pause(first);
    await first.close();

    const second = await openNew();
    const offer = second.getByTestId('draft-offer');
    await expect.poll(() => offer.innerText()).toMatch(OFFER);
    // Offered, not applied: nothing is in the form until the person chooses.
    expect(await field(second, 'Título').inputValue()).toBe('');
    await screenshot(second, 'draft-offer-new-1366');
    expect(await axeViolations(second), '/new with a draft offered').toEqual([]);
    // A field team's phone: the offer and its two buttons fit 390 px.
    await second.setViewportSize({ width: 390, height: 844 });
    await screenshot(second, 'draft-offer-new-390');
    const box = await offer.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await second.setViewportSize({ width: 1366, height: 768 });
    await offer.getByRole('button', { name: 'Continuar' }).click();
    expect(await field(second, 'Título').inputValue()).toBe(title);
    expect(await field(second, 'Projeto').inputValue()).toBe('PJ-RASCUNHO');
    await expect
      .poll(() => second.getByTestId('new-total-with-factor').innerText())
      .toBe('R$ 1.159,76');
    await second.getByRole('button', { name: 'Salvar boletim' }).click();
    await expect
      .poll(() => second.getByTestId('new-bulletin-notice').innerText())
      .toContain('Boletim criado com sucesso!');
    await pause(second);
    await second.close();

    // Created once, with what was typed in the first tab.
    const after = await readForms(home);
    const created = Object.entries(after[TEAM] ?? {}).filter(
      ([key, invoice]) => !(key in (before[TEAM] ?? {})) && invoice.header?.title === title,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.[1].services).toHaveLength(1);

    // Saved, the draft is gone: the next /new offers nothing.
    const third = await openNew();
    await third.getByRole('button', { name: 'Salvar boletim' }).waitFor();
    await third.waitForTimeout(500);
    expect(await third.getByTestId('draft-offer').count()).toBe(0);
  });

  it("the editor's unsaved header comes back when the bulletin is opened again, and lands when saved; another user is not offered it", async () => {
    const { page: home } = session;
    await signIn(home, 'equipe01@demo.local');
    const before = await readForms(home);
    const [key] = Object.entries(before[TEAM] ?? {})
      .filter(([, invoice]) => invoice.checked !== true)
      .map(([k]) => k);
    if (!key) throw new Error('no unchecked bulletin of the team in the demo');
    const editUrl = url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`);
    const title = `Título de rascunho ${Date.now()}`;

    const first = await session.context.newPage();
    await first.goto(editUrl);
    await field(first, 'Título').fill(title);
    await first
      .getByTestId('section-header')
      .getByText('Alterações não salvas', { exact: true })
      .waitFor();
    await pause(first);
    await first.close();
    // Nothing was written by the draft.
    expect(changedLeaves(before, await readForms(home))).toEqual({});

    const second = await session.context.newPage();
    await second.goto(editUrl);
    const offer = second.getByTestId('draft-offer');
    await expect.poll(() => offer.innerText()).toMatch(OFFER);
    await screenshot(second, 'draft-offer-edit-1366');
    expect(await axeViolations(second), '/edit with a draft offered').toEqual([]);
    await offer.getByRole('button', { name: 'Continuar' }).click();
    expect(await field(second, 'Título').inputValue()).toBe(title);
    await second
      .getByTestId('section-header')
      .getByRole('button', { name: 'Salvar cabeçalho' })
      .click();
    await expect
      .poll(() => second.getByTestId('editor-notice').innerText())
      .toContain('Cabeçalho salvo com sucesso!');
    const changes = changedLeaves(before, await readForms(home));
    expect(changes[`${TEAM}/${key}/header/title`]).toBe(title);
    await second.close();

    // Another person on this browser: an unsaved change of theirs is theirs alone.
    const third = await session.context.newPage();
    await third.goto(editUrl);
    await field(third, 'Título').fill('Do outro usuário');
    await pause(third);
    await third.close();
    await home.getByRole('button', { name: 'Sair' }).click();
    await home.waitForURL(url('/login'));
    await signIn(home, 'superv@demo.local');
    const other = await session.context.newPage();
    await other.goto(editUrl);
    await other
      .getByTestId('section-header')
      .getByRole('button', { name: 'Salvar cabeçalho' })
      .waitFor();
    await expect.poll(() => field(other, 'Título').isEnabled()).toBe(true);
    await other.waitForTimeout(500);
    expect(await other.getByTestId('draft-offer').count()).toBe(0);
    expect(await field(other, 'Título').inputValue()).toBe(title);
  });
});
