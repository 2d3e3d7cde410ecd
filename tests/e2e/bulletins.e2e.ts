/**
 * Issue 6 journeys on the demo data (D27) in real Chromium, in both modes (P50: the fixture
 * store, or the local Firebase judging every request by the rules, through the same code): a
 * team user creates a bulletin at /new, sees it live in the home table, edits its date and a
 * quantity at /edit, and prints it at /pdf. Expected values are worked out by hand from the demo
 * catalog (fixtures/catalog.ts) and the demo global factor 1.6568. One browser context for the
 * file: the tests go on from one another (the bulletin created first is edited and printed).
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readForms } from './support/database';
import { browserPerFile, screenshot, signIn, url, localDay } from './support/browser';
import { addService, field } from './support/screens';

const session = browserPerFile({ width: 1440, height: 900 });

const TITLE = `Troca de cruzeta E2E ${Date.now()}`;
const TEAM = 'ORCDISTBA01';
let key = '';
let id = '';

describe('new bulletin, editor and printable bulletin (issue 6)', () => {
  it('a team user creates a bulletin at /new and it appears live in the home table', async () => {
    const { context, page: home } = session;
    await signIn(home, 'equipe01@demo.local');
    await home.getByTestId('team-item').filter({ hasText: 'Equipe 01' }).first().click();
    await home.getByRole('grid', { name: 'Boletins da Equipe' }).waitFor();

    const page = await context.newPage();
    await page.goto(url('/new'));
    await page.getByRole('heading', { name: 'Novo Boletim' }).waitFor();
    await field(page, 'Projeto').fill('PJ-E2E-1');
    await field(page, 'Data').fill(localDay());
    await field(page, 'Município').fill('São Félix');
    await page.getByRole('button', { name: 'Salvar boletim' }).click();
    await expect
      .poll(() => page.getByTestId('new-bulletin-notice').innerText())
      .toContain('Preencha os campos obrigatórios: Título, Projeto e Data');

    await field(page, 'Título').fill(TITLE);
    // 350,00 × 2 × 1,6568 = 1.159,76
    await addService(page, 'NDE120SI', 'NDE120SI', 2);
    // 1.245,80 × 1 × 1,6568 = 2.064,04 (2.064,04144 rounded)
    await addService(page, 'poste de concreto 11', '70010II', 1);
    await page.getByRole('button', { name: 'Adicionar material' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buscar por código ou descrição').fill('cruzeta');
    await dialog.getByTestId('catalog-material').first().click();
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // 1.159,76 + 2.064,04 = 3.223,80
    await expect
      .poll(() => page.getByTestId('new-total-with-factor').innerText())
      .toBe('R$ 3.223,80');
    await screenshot(page, 'bulletin-new');

    await page.getByRole('button', { name: 'Salvar boletim' }).click();
    const notice = page.getByTestId('new-bulletin-notice');
    await expect.poll(() => notice.innerText()).toContain('Boletim criado com sucesso!');
    // D48: the message names the bulletin by its readable number; the record keeps its key.
    id = /Boletim (\S+) salvo/.exec(await notice.innerText())?.[1] ?? '';
    expect(id).toMatch(/^01\d{5}$/);
    const stored = Object.entries((await readForms(page))[TEAM] ?? {}).filter(
      ([, invoice]) => invoice.id === id,
    );
    expect(stored.map(([, invoice]) => invoice.header?.title)).toEqual([TITLE]);
    key = stored[0]?.[0] ?? '';
    await page.close();

    // D11: the home table's live query shows it without a reload.
    await home.getByRole('searchbox', { name: 'Buscar' }).fill(TITLE);
    const row = home.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain('R$ 3.223,80');
  });

  it('the editor refuses 31/02/2026, saves a new date and a quantity, and both survive a reload', async () => {
    expect(key).not.toBe('');
    const page = await session.context.newPage();
    const editUrl = url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`);
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
    expect(await page.getByTestId('editor-total-with-factor').innerText()).toBe('R$ 3.223,80');

    await field(page, 'Data').fill('31/02/2026');
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await page
      .getByTestId('section-header')
      .getByText('Data inválida. Use o formato dd/mm/aaaa.')
      .first()
      .waitFor();

    const newDate = localDay(-1);
    await field(page, 'Data').fill(newDate);
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await expect
      .poll(() => page.getByTestId('editor-notice').innerText())
      .toContain('Cabeçalho salvo com sucesso!');

    const services = page.getByTestId('section-services');
    const nde = services.getByRole('row').filter({ hasText: 'NDE120SI' });
    await nde.getByRole('button', { name: /^Editar/ }).click();
    const quantity = services.getByRole('textbox', { name: /^Qtd\./ });
    await quantity.fill('3');
    // As typed: 350,00 × 3 × 1,6568 = 1.739,64; + 2.064,04 = 3.803,68.
    await expect
      .poll(() => page.getByTestId('editor-total-with-factor').innerText())
      .toBe('R$ 3.803,68');
    await services.getByRole('button', { name: /^Salvar/ }).click();
    await expect
      .poll(() => page.getByTestId('editor-notice').innerText())
      .toContain('Serviço salvo com sucesso!');
    await screenshot(page, 'bulletin-edit');

    await page.reload();
    await page.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
    expect(await field(page, 'Data').inputValue()).toBe(newDate);
    // The total changed by 350,00 × 1 × 1,6568 = 579,88: 3.223,80 → 3.803,68.
    expect(await page.getByTestId('editor-total-with-factor').innerText()).toBe('R$ 3.803,68');
    await page.close();
  });

  it("/pdf renders and Chromium's PDF shows the bulletin id and its total on page 1", async () => {
    expect(key).not.toBe('');
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(url(`/pdf?team=${TEAM}&key=${encodeURIComponent(key)}`));
    await page.getByTestId('pdf-total').waitFor();
    expect(await page.getByTestId('pdf-total').innerText()).toBe('R$ 3.803,68');
    expect(await page.getByTestId('pdf-contract').innerText()).toBe('Contrato nº 4600035150');
    expect(await page.getByTestId('pdf-observation').innerText()).toBe(
      'Nenhuma observação informada.',
    );
    await screenshot(page, 'bulletin-pdf');

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const text = firstPageText(pdf).replace(/\s+/g, '');
    expect(text).toContain(id);
    expect(text).toContain('R$3.803,68');
    // No app chrome in print: the screen toolbar's button is not in the PDF.
    expect(text).not.toContain('Imprimir/SalvarPDF');
    await page.close();
  });
});

/**
 * The text of a Chromium (Skia) PDF's first page: inflates the streams, reads each font's
 * ToUnicode map and decodes the page's hex glyph strings. Enough for Skia's output (flat page
 * tree, Type0 fonts with 2-byte codes); not a general PDF reader.
 */
function firstPageText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const s = body.indexOf('stream');
    let dict = body;
    let stream = '';
    if (s >= 0) {
      dict = body.slice(0, s);
      let start = s + 6;
      if (body[start] === '\r') start += 1;
      if (body[start] === '\n') start += 1;
      let bytes = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
      if (/\/FlateDecode/.test(dict)) bytes = inflateSync(bytes, { finishFlush: 2 });
      stream = bytes.toString('latin1');
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  const get = (n: number | null) => {
    const o = n === null ? undefined : objects.get(n);
    if (!o) throw new Error(`PDF object ${n} not found`);
    return o;
  };
  const ref = (text: string, name: string) => {
    const r = new RegExp(`/${name}\\s+(\\d+) 0 R`).exec(text);
    return r ? Number(r[1]) : null;
  };
  const firstKid = (dict: string) => Number(/\/Kids\s*\[\s*(\d+) 0 R/.exec(dict)?.[1]);
  const root = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dict));
  if (!root) throw new Error('PDF has no page tree');
  let page = get(firstKid(root.dict));
  while (/\/Type\s*\/Pages\b/.test(page.dict)) page = get(firstKid(page.dict));
  const resources =
    ref(page.dict, 'Resources') !== null ? get(ref(page.dict, 'Resources')).dict : page.dict;
  const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? get(ref(resources, 'Font')).dict;
  const text = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  const cmaps = new Map<string, Map<number, string>>();
  for (const f of fonts.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
    const toUnicode = ref(get(Number(f[2])).dict, 'ToUnicode');
    const cmap = toUnicode === null ? '' : get(toUnicode).stream;
    const map = new Map<number, string>();
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const p of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        map.set(parseInt(p[1] ?? '', 16), text(p[2] ?? ''));
      }
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const p of (block[1] ?? '').matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      )) {
        const from = parseInt(p[1] ?? '', 16);
        const to = parseInt(p[2] ?? '', 16);
        const base = parseInt(p[3] ?? '', 16);
        for (let c = from; c <= to; c += 1) map.set(c, String.fromCodePoint(base + c - from));
      }
    }
    cmaps.set(f[1] ?? '', map);
  }
  const contents = /\/Contents\s*\[([^\]]*)\]/.exec(page.dict);
  const refs = contents
    ? [...(contents[1] ?? '').matchAll(/(\d+) 0 R/g)].map((r) => Number(r[1]))
    : [ref(page.dict, 'Contents')];
  let out = '';
  for (const n of refs) {
    let font = new Map<number, string>();
    for (const t of get(n).stream.matchAll(/\/([\w.+-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>|(ET)\b/g)) {
      if (t[1]) font = cmaps.get(t[1]) ?? new Map();
      else if (t[2] !== undefined) {
        for (const code of t[2].match(/.{4}/g) ?? []) out += font.get(parseInt(code, 16)) ?? '';
      } else out += ' ';
    }
  }
  return out;
}
