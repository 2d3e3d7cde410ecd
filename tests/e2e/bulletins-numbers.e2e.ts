/**
 * Issue 16 in real Chromium on the demo fixture (D27): every number typed into a bulletin form
 * is read as pt-BR ("2,5" = 2.5, "1.234,56" = 1234.56) or refused, never silently stored as
 * something else; the add-service quantity takes integers only; the editor header needs Título,
 * Projeto and Data, keeps long text printable and shows Dar Baixa's pedido; a structure's image
 * URL must be http(s); and equipe01 can neither open nor save Equipe 05's bulletin by URL. What
 * is stored is read back through the app's own InvoiceRepo (window.faturamentoDemo).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toList } from '../../src/core/lists';
import { invoiceTotals, lineTotalCents } from '../../src/core/money';
import type { Invoice } from '../../src/core/model';
import { browserPerTest, OUT_DIR, screenshot, signIn, signedInAt, url } from './support/browser';
import { readTeamEntries } from './support/database';

const session = browserPerTest({ width: 1366, height: 768 });

const TEAM01 = 'ORCDISTBA01';
const TEAM05 = 'ORCDISTBA05';
/** D2: the demo's global factor. */
const GLOBAL_FACTOR = 1.6568;

type Entry = Awaited<ReturnType<typeof readTeamEntries>>[number];

const listForms = readTeamEntries;

async function stored(page: Page, team: string, key: string): Promise<Invoice> {
  const entry = (await listForms(page, team)).find((e) => e.key === key);
  if (!entry) throw new Error(`forms/${team}/${key} not found`);
  return entry.invoice;
}

/** An open bulletin a team user edits without the password (SPEC §6: not checked). */
async function uncheckedBulletin(page: Page, team: string): Promise<Entry> {
  const entry = (await listForms(page, team)).find(
    (e) =>
      e.invoice.checked !== true &&
      e.invoice.sent_status === 'true_opened' &&
      toList(e.invoice.services).length >= 2,
  );
  if (!entry) throw new Error(`no unchecked bulletin with services in ${team}`);
  return entry;
}

async function openEditor(page: Page, team: string, key: string): Promise<void> {
  await page.goto(url(`/edit?team=${team}&key=${encodeURIComponent(key)}`));
  await page.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
}

/** Waits for the editor's snackbar to say `text`. */
async function expectNotice(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByTestId('editor-notice')
        .innerText()
        .catch(() => ''),
    )
    .toContain(text);
}

async function signOut(page: Page): Promise<void> {
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(url('/login'));
}

const services = (page: Page) => page.getByTestId('section-services');
const headerField = (page: Page, name: string) =>
  page.getByTestId('section-header').getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('typed numbers are read as pt-BR or refused (issue 16)', () => {
  it('in place: "abc" saves nothing; "2,5" and "1.234,56" are stored as 2.5 and 1234.56', async () => {
    const { page } = session;
    await signIn(page, 'equipe01@demo.local');
    const { key, invoice } = await uncheckedBulletin(page, TEAM01);
    const before = toList(invoice.services);
    await openEditor(page, TEAM01, key);

    await services(page).getByRole('button', { name: 'Editar Serviços 1', exact: true }).click();
    const qty = page.getByRole('textbox', { name: 'Qtd. (Serviços 1)' });
    expect(await qty.getAttribute('inputmode')).toBe('decimal');
    await qty.fill('abc');
    await page.getByRole('button', { name: 'Salvar Serviços 1', exact: true }).click();
    await page
      .getByText(
        'Quantidade: "abc" não é um número. Use vírgula para decimais, como 2,5 ou 1.234,56.',
      )
      .waitFor();
    const untouched = await stored(page, TEAM01, key);
    expect(toList(untouched.services)[0]?.quantity).toBe(before[0]?.quantity);
    expect(untouched.total_wfactor).toBe(invoice.total_wfactor);
    expect(await page.getByTestId('editor-notice').count()).toBe(0);

    await qty.fill('2,5');
    await page.getByRole('textbox', { name: 'Preço unit. (Serviços 1)' }).fill('1.234,56');
    await page.getByRole('button', { name: 'Salvar Serviços 1', exact: true }).click();
    await expectNotice(page, 'Serviço salvo com sucesso!');
    const after = await stored(page, TEAM01, key);
    const lines = toList(after.services);
    expect(lines[0]).toMatchObject({ quantity: 2.5, price: 1234.56, code: before[0]?.code });
    expect(lines.slice(1)).toEqual(before.slice(1));
    // D5: the stored totals are the sums of the lines as read.
    expect(after.total_wfactor).toBe(invoiceTotals(lines, GLOBAL_FACTOR).total_wfactor);
    const expectedLine = lineTotalCents(
      { price: 1234.56, quantity: 2.5, factor: lines[0]?.factor },
      GLOBAL_FACTOR,
    );
    expect(lineTotalCents(lines[0] ?? {}, GLOBAL_FACTOR)).toBe(expectedLine);
    console.log(
      `[issue16] ${TEAM01}/${key} services[0]: quantity ${String(lines[0]?.quantity)}, ` +
        `price ${String(lines[0]?.price)}, total_wfactor ${String(invoice.total_wfactor)} → ${String(after.total_wfactor)}`,
    );
  });

  it('add-service: "2,5" and "abc" are refused (never 25), an integer is stored as typed', async () => {
    const { page } = session;
    await signIn(page, 'equipe01@demo.local');
    const { key, invoice } = await uncheckedBulletin(page, TEAM01);
    const count = toList(invoice.services).length;
    await openEditor(page, TEAM01, key);

    await page.getByRole('button', { name: 'Adicionar serviço' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buscar por código ou descrição').fill('NDE120SI');
    await dialog.getByTestId('catalog-service').filter({ hasText: 'NDE120SI ·' }).first().click();
    const qty = dialog.getByRole('textbox', { name: /Qtd/ });
    expect(await qty.getAttribute('inputmode')).toBe('numeric');
    await dialog.getByText('Número inteiro, de 1 a 100.000').waitFor();
    const rule = 'A quantidade deve ser um número inteiro maior ou igual a 1.';
    for (const typed of ['2,5', 'abc', '1.5']) {
      await qty.fill(typed);
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await dialog.getByText(rule).waitFor();
      expect(toList((await stored(page, TEAM01, key)).services)).toHaveLength(count);
    }
    await qty.fill('100001');
    await dialog.getByText('Quantidade: o máximo é 100.000.').waitFor();
    await screenshot(page, 'bulletins-numbers-add-service-refused');

    await qty.fill('3');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectNotice(page, 'Serviço salvo com sucesso!');
    const lines = toList((await stored(page, TEAM01, key)).services);
    expect(lines).toHaveLength(count + 1);
    expect(lines.at(-1)).toMatchObject({ code: 'NDE120SI', quantity: 3, price: 350 });
  });

  it('a material quantity "1.000" is refused as ambiguous, "1.234,56" is stored as 1234.56', async () => {
    const { page } = session;
    await signIn(page, 'equipe01@demo.local');
    const { key, invoice } = await uncheckedBulletin(page, TEAM01);
    const count = toList(invoice.materials).length;
    await openEditor(page, TEAM01, key);
    await page.getByRole('button', { name: 'Adicionar material' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buscar por código ou descrição').fill('cruzeta');
    await dialog.getByTestId('catalog-material').first().click();
    const qty = dialog.getByRole('textbox', { name: /Qtd/ });
    await qty.fill('1.000');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog.getByText(/^Quantidade: em "1\.000" o ponto pode ser de milhar/).waitFor();
    expect(toList((await stored(page, TEAM01, key)).materials)).toHaveLength(count);
    await qty.fill('1.234,56');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectNotice(page, 'Material salvo com sucesso!');
    const materials = toList((await stored(page, TEAM01, key)).materials);
    expect(materials.at(-1)?.quantity).toBe(1234.56);
  });

  it('report goals show the amount they read: "1.234,56", "2,5"; "abc" is refused (issue 22)', async () => {
    const { page } = session;
    await signedInAt(page, 'equipe01@demo.local', '/reports/daily');
    const goal = page.getByRole('textbox', { name: 'Meta diária (R$)' });
    await goal.waitFor();
    expect(await goal.getAttribute('inputmode')).toBe('decimal');
    await page.getByText('Usada: R$ 5.000,00').waitFor();
    await goal.fill('1.234,56');
    await page.getByText('Usada: R$ 1.234,56').waitFor();
    await goal.fill('2,5');
    await page.getByText('Usada: R$ 2,50').waitFor();
    await goal.fill('abc');
    await page.getByText('Informe uma meta válida (zero ou maior).').waitFor();
  });
});

describe('editor header, structures and the printable bulletin (issue 16)', () => {
  it('Título is required; long text, km and an https photo are saved; /pdf keeps it all on the page', async () => {
    const { page } = session;
    await signIn(page, 'equipe01@demo.local');
    const { key, invoice } = await uncheckedBulletin(page, TEAM01);
    await openEditor(page, TEAM01, key);

    // SPEC §5 as /new: an empty Título saves nothing.
    await headerField(page, 'Título').fill('');
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await page
      .getByTestId('section-header')
      .getByText('Preencha os campos obrigatórios: Título, Projeto e Data')
      .waitFor();
    expect((await stored(page, TEAM01, key)).header?.title).toBe(invoice.header?.title);

    // Dar Baixa's pedido is shown, read-only for a team user.
    const pedido = page.getByTestId('section-header').getByLabel('Pedido');
    expect(await pedido.getAttribute('readonly')).not.toBeNull();

    const title = `Substituição de cruzeta e isoladores ${'na rede de média tensão '.repeat(8)}`
      .slice(0, 199)
      .concat('X');
    expect(title).toHaveLength(200);
    await headerField(page, 'Título').fill(`${title}excesso`);
    // maxLength 200: the field takes no more.
    expect(await headerField(page, 'Título').inputValue()).toBe(title);
    const word = 'Poste'.repeat(40);
    const observation =
      `${word} ${'Troca de cruzeta com desligamento programado. '.repeat(60)}`.slice(0, 2000);
    await headerField(page, 'Observação').fill(observation);
    await headerField(page, 'Km inicial').fill('abc');
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await page.getByText(/^Km inicial: "abc" não é um número/).waitFor();
    await headerField(page, 'Km inicial').fill('12,5');
    await headerField(page, 'Km final').fill('1.234,5');
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await expectNotice(page, 'Cabeçalho salvo com sucesso!');
    const header = (await stored(page, TEAM01, key)).header;
    expect(header).toMatchObject({
      title,
      observation: observation.trim(),
      kmInit: 12.5,
      kmEnd: 1234.5,
    });

    // A structure: javascript: is refused, https is kept.
    const photos = toList(invoice.photos).length;
    await page.getByRole('button', { name: 'Adicionar estrutura' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^URL da imagem/ }).fill('javascript:alert(1)');
    await dialog.getByRole('textbox', { name: /^PG/ }).fill('9');
    await dialog.getByRole('textbox', { name: /^Observação/ }).fill('Poste com cruzeta nova');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog
      .getByText('URL da imagem inválida: use um endereço que comece com http:// ou https://.')
      .waitFor();
    expect(toList((await stored(page, TEAM01, key)).photos)).toHaveLength(photos);
    await dialog
      .getByRole('textbox', { name: /^URL da imagem/ })
      .fill('https://fotos.exemplo.com/poste-9.jpg');
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectNotice(page, 'Estrutura salva com sucesso!');
    expect(toList((await stored(page, TEAM01, key)).photos).at(-1)).toMatchObject({
      firebasePath: 'https://fotos.exemplo.com/poste-9.jpg',
      pg: '9',
    });

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'bulletins-edit-1366x768');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'bulletins-edit-1920x1080');

    // /pdf: nothing goes past the A4 page, on screen or in print.
    await page.goto(url(`/pdf?team=${TEAM01}&key=${encodeURIComponent(key)}`));
    await page.getByTestId('pdf-total').waitFor();
    await page.getByText(title).waitFor();
    await page.getByTestId('pdf-observation').getByText(word, { exact: false }).waitFor();
    expect(await page.getByText('12,5', { exact: true }).count()).toBeGreaterThan(0);
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'bulletins-pdf-1920x1080');
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'bulletins-pdf-1366x768');
    // Print at A4: 210 mm less the 10 mm side margins of @page is 190 mm ≈ 718 CSS px.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 718, height: 1000 });
    expect(await overflowing(page)).toEqual([]);
    await screenshot(page, 'bulletins-pdf-print-a4');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(path.join(OUT_DIR, 'bulletins-pdf-a4.pdf'), pdf);
    expect(pdf.length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });
  });

  it('an admin corrects and then clears the pedido in the editor header', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    const entry = (await listForms(page, TEAM01)).find((e) => e.invoice.header?.pedido);
    if (!entry) throw new Error('no bulletin with a pedido in the demo data');
    await openEditor(page, TEAM01, entry.key);
    const pedido = page.getByTestId('section-header').getByLabel('Pedido');
    expect(await pedido.inputValue()).toBe(String(entry.invoice.header?.pedido));
    expect(await pedido.getAttribute('readonly')).toBeNull();
    await pedido.fill('4509999');
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await expectNotice(page, 'Cabeçalho salvo com sucesso!');
    expect((await stored(page, TEAM01, entry.key)).header?.pedido).toBe('4509999');
    await pedido.fill('');
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await expect
      .poll(async () => (await stored(page, TEAM01, entry.key)).header?.pedido ?? null)
      .toBeNull();
    expect((await stored(page, TEAM01, entry.key)).header?.title).toBe(entry.invoice.header?.title);
  });
});

describe('SPEC §6: equipe01 cannot open or save Equipe 05 by URL (issue 16)', () => {
  it('/edit and /pdf say Acesso negado, with or without a handover, and forms/ORCDISTBA05 is unchanged', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    const before = await listForms(page, TEAM05);
    const target = before[0];
    if (!target) throw new Error('Equipe 05 has no bulletin in the demo data');
    await signOut(page);

    await signIn(page, 'equipe01@demo.local');
    const denied = /Este boletim é da Equipe 05 \(ORCDISTBA05\), que não está entre as equipes/;
    const path = `team=${TEAM05}&key=${encodeURIComponent(target.key)}`;
    await page.goto(url(`/edit?${path}`));
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    await page.getByText(denied).waitFor();
    expect(await page.getByRole('button', { name: 'Salvar cabeçalho' }).count()).toBe(0);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await screenshot(page, 'bulletins-edit-denied');

    await page.goto(url(`/pdf?${path}`));
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    expect(await page.getByTestId('printable-bulletin').count()).toBe(0);

    // A handover naming Equipe 05 (as if the home table had opened it) is not painted either.
    await page.evaluate(
      (handover) => {
        sessionStorage.setItem('faturamento.edit', JSON.stringify(handover));
        sessionStorage.setItem('faturamento.pdf', JSON.stringify(handover));
      },
      { team: TEAM05, key: target.key, invoice: target.invoice },
    );
    await page.goto(url('/edit'));
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
    expect(await page.getByText(String(target.invoice.header?.title ?? '')).count()).toBe(0);
    await page.goto(url('/pdf'));
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();

    await signOut(page);
    await signIn(page, 'admin@demo.local');
    expect(await listForms(page, TEAM05)).toEqual(before);
  });
});

/**
 * Elements of the printable page whose box reaches past the page's right edge (on screen the
 * 210 mm sheet, in print the paper): long text must wrap instead. Answers "tag.class: text".
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sheet = document.querySelector('.pdf-page');
    if (!sheet) return ['no .pdf-page'];
    const edge = sheet.getBoundingClientRect().right + 0.5;
    const out: string[] = [];
    if (sheet.scrollWidth > sheet.clientWidth + 1)
      out.push(`sheet scrollWidth ${sheet.scrollWidth}`);
    for (const el of Array.from(sheet.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > edge) {
        out.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`);
      }
    }
    return out.slice(0, 10);
  });
}
