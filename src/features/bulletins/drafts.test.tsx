// @vitest-environment jsdom
/**
 * P63 (issue 43): what /new and the editor's header hold unsaved survives the page: kept in the
 * draft store as it is typed, offered when the page opens again, never applied by itself, gone
 * once saved. A closed tab is the page unmounted; a new tab is the page rendered again over the
 * same store, as a browser's IndexedDB is shared by its tabs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { editDraftKey, newDraftKey, newDraftPrefix } from '../../core/drafts';
import { formatDayMonthTime } from '../../core/format';
import type { Invoice } from '../../core/model';
import type { DraftStore } from '../../core/ports';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { createTestDraftStore as createMapDraftStore } from '../../testing/drafts';
import { EditBulletinPage } from './EditBulletinPage';
import { headerForm } from './HeaderFields';
import { editorHeader } from './lines';
import { NewBulletinPage } from './NewBulletinPage';
import { aStoredBulletin, bulletinsDatabase } from './testData';

desktopViewportPerTest();

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const offer = () => screen.queryByTestId('draft-offer');

async function openNew(
  drafts: DraftStore,
  email = 'equipe01@demo.local',
  ports = createTestPorts(bulletinsDatabase()),
) {
  const user = userEvent.setup();
  const { uid } = await ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(<NewBulletinPage />, {
    ports,
    path: '/new',
    services: { drafts },
  });
  await screen.findByRole('heading', { name: 'Novo Boletim' });
  return { user, uid, ...view };
}

/** The drafts kept under `prefix`, once the page has had time to keep what was typed. */
async function keptUnder(drafts: DraftStore, prefix: string, count: number) {
  await waitFor(async () => expect(await drafts.list(prefix)).toHaveLength(count), {
    timeout: 3000,
  });
  return drafts.list(prefix);
}

describe('drafts of /new (P63)', SCREEN_TEST_OPTIONS, () => {
  it('typed, the tab closed: the next /new offers it, and Continuar puts back what was typed', async () => {
    const drafts = createMapDraftStore();
    const first = await openNew(drafts);
    await first.user.type(field('Título'), 'Troca de poste');
    await first.user.type(field('Projeto'), 'PJ-77');
    const [kept] = await keptUnder(drafts, newDraftPrefix(first.uid), 1);
    first.unmount();

    const second = await openNew(drafts);
    const alert = await screen.findByTestId('draft-offer');
    const when = formatDayMonthTime(kept!.savedAt, -new Date(kept!.savedAt).getTimezoneOffset());
    expect(alert).toHaveTextContent(`Rascunho de ${when} — continuar ou descartar`);
    // Offered, not applied: the form is empty until the person chooses.
    expect(field('Título')).toHaveValue('');
    await second.user.click(within(alert).getByRole('button', { name: 'Continuar' }));
    expect(field('Título')).toHaveValue('Troca de poste');
    expect(field('Projeto')).toHaveValue('PJ-77');
    expect(offer()).toBeNull();
  });

  it('a draft taken up and saved is gone: the bulletin is created and no draft is left', async () => {
    const drafts = createMapDraftStore();
    const first = await openNew(drafts);
    await first.user.type(field('Título'), 'Troca de poste');
    await first.user.type(field('Projeto'), 'PJ-77');
    await keptUnder(drafts, newDraftPrefix(first.uid), 1);
    first.unmount();

    const second = await openNew(drafts);
    await second.user.click(
      within(await screen.findByTestId('draft-offer')).getByRole('button', { name: 'Continuar' }),
    );
    await second.user.type(field('Data'), '05/03/2026');
    await second.user.click(screen.getByRole('button', { name: 'Salvar boletim' }));
    expect(await screen.findByTestId('new-bulletin-notice')).toHaveTextContent(
      'Boletim criado com sucesso!',
    );
    const created = (await second.ports.invoices.listAll('ORCDISTBA01')).map(
      (e) => e.invoice.header?.title,
    );
    expect(created).toContain('Troca de poste');
    await keptUnder(drafts, newDraftPrefix(second.uid), 0);
  });

  it('Descartar deletes the draft and the form stays empty; the next /new offers nothing', async () => {
    const drafts = createMapDraftStore();
    const first = await openNew(drafts);
    await first.user.type(field('Título'), 'Rascunho perdido');
    await keptUnder(drafts, newDraftPrefix(first.uid), 1);
    first.unmount();

    const second = await openNew(drafts);
    await second.user.click(
      within(await screen.findByTestId('draft-offer')).getByRole('button', { name: 'Descartar' }),
    );
    await waitFor(() => expect(offer()).toBeNull());
    expect(field('Título')).toHaveValue('');
    expect(await drafts.list(newDraftPrefix(second.uid))).toEqual([]);
    second.unmount();
    await openNew(drafts);
    // Give the page the time it takes to read the store; still nothing is offered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(offer()).toBeNull();
  });

  it("two drafts kept: the newest is offered and the alert says one more waits; another user's are never offered", async () => {
    const drafts = createMapDraftStore();
    const ports = createTestPorts(bulletinsDatabase());
    const { uid: supervisor } = await ports.auth.signIn('superv@demo.local', 'demo123');
    await ports.auth.signOut();
    const now = Date.now();
    await drafts.put(newDraftKey(supervisor, 'theirs'), { form: { title: 'Do supervisor' } }, now);

    const team = await openNew(drafts, 'equipe01@demo.local', ports);
    await drafts.put(newDraftKey(team.uid, 'older'), { form: { title: 'Antigo' } }, now - 60_000);
    await drafts.put(newDraftKey(team.uid, 'newer'), { form: { title: 'Recente' } }, now - 1000);
    team.unmount();

    const again = await openNew(drafts, 'equipe01@demo.local', ports);
    const alert = await screen.findByTestId('draft-offer');
    expect(alert).toHaveTextContent('Há mais 1 rascunho neste aparelho.');
    await again.user.click(within(alert).getByRole('button', { name: 'Descartar' }));
    // The next one is offered after the newest is discarded.
    await waitFor(() => expect(offer()).not.toBeNull());
    expect(offer()).not.toHaveTextContent('Há mais');
    await again.user.click(within(offer()!).getByRole('button', { name: 'Continuar' }));
    expect(field('Título')).toHaveValue('Antigo');
    // The supervisor's draft was never read into this user's page.
    expect(await drafts.get(newDraftKey(supervisor, 'theirs'))).not.toBeNull();
    expect(screen.queryByDisplayValue('Do supervisor')).toBeNull();
  });
});

const EDIT_PATH = '/edit?team=ORCDISTBA01&key=kEdit';

async function openEditor(drafts: DraftStore, ports = createTestPorts(bulletinsDatabase())) {
  const user = userEvent.setup();
  const { uid } = await ports.auth.signIn('equipe01@demo.local', 'demo123');
  const view = renderWithProviders(<EditBulletinPage />, {
    ports,
    path: EDIT_PATH,
    services: { drafts },
  });
  await screen.findByRole('heading', { name: 'Editar Boletim 0107001' });
  await waitFor(() => expect(field('Título')).toBeEnabled());
  return { user, uid, ...view };
}

describe("drafts of the editor's header (P63)", SCREEN_TEST_OPTIONS, () => {
  it('a header change left unsaved is offered again, shown unsaved after Continuar, and gone once saved', async () => {
    const drafts = createMapDraftStore();
    const ports = createTestPorts(bulletinsDatabase());
    const first = await openEditor(drafts, ports);
    const storedTitle = (field('Título') as HTMLInputElement).value;
    await first.user.clear(field('Título'));
    await first.user.type(field('Título'), 'Título do rascunho');
    await waitFor(
      async () =>
        expect(
          (await drafts.get(editDraftKey(first.uid, 'ORCDISTBA01', 'kEdit')))?.content,
        ).toMatchObject({ form: { title: 'Título do rascunho' } }),
      { timeout: 3000 },
    );
    first.unmount();

    const second = await openEditor(drafts, ports);
    const alert = await screen.findByTestId('draft-offer');
    expect(alert).toHaveTextContent(/^Rascunho de \d\d\/\d\d \d\d:\d\d — continuar ou descartar/);
    expect(alert).not.toHaveTextContent('O boletim mudou desde então');
    expect(field('Título')).toHaveValue(storedTitle);
    await second.user.click(within(alert).getByRole('button', { name: 'Continuar' }));
    expect(field('Título')).toHaveValue('Título do rascunho');
    expect(screen.getByTestId('section-header')).toHaveTextContent('Alterações não salvas');

    await second.user.click(screen.getAllByRole('button', { name: 'Salvar cabeçalho' })[0]!);
    expect(await screen.findByTestId('editor-notice')).toHaveTextContent(
      'Cabeçalho salvo com sucesso!',
    );
    expect((await ports.invoices.get('ORCDISTBA01', 'kEdit'))?.invoice.header?.title).toBe(
      'Título do rascunho',
    );
    await waitFor(
      async () =>
        expect(await drafts.get(editDraftKey(second.uid, 'ORCDISTBA01', 'kEdit'))).toBeNull(),
      { timeout: 3000 },
    );
  });

  it('a draft typed on an older revision says the bulletin changed since, and Descartar keeps the stored header', async () => {
    const drafts = createMapDraftStore();
    const bulletin: Invoice = { ...aStoredBulletin(), rev: 4 };
    const ports = createTestPorts(bulletinsDatabase(bulletin));
    const { uid } = await ports.auth.signIn('equipe01@demo.local', 'demo123');
    await drafts.put(
      editDraftKey(uid, 'ORCDISTBA01', 'kEdit'),
      { rev: 3, form: { ...bulletin.header, title: 'Digitado na revisão 3' }, pedido: '' },
      Date.now() - 5 * 60_000,
    );
    const view = await openEditor(drafts, ports);
    const alert = await screen.findByTestId('draft-offer');
    expect(alert).toHaveTextContent('O boletim mudou desde então.');
    await view.user.click(within(alert).getByRole('button', { name: 'Descartar' }));
    expect(offer()).toBeNull();
    expect(field('Título')).toHaveValue(String(bulletin.header?.title ?? ''));
    await waitFor(async () =>
      expect(await drafts.get(editDraftKey(uid, 'ORCDISTBA01', 'kEdit'))).toBeNull(),
    );
  });

  it('a draft that says what is stored is not offered, and is dropped', async () => {
    const drafts = createMapDraftStore();
    const bulletin = aStoredBulletin();
    const ports = createTestPorts(bulletinsDatabase(bulletin));
    const { uid } = await ports.auth.signIn('equipe01@demo.local', 'demo123');
    const key = editDraftKey(uid, 'ORCDISTBA01', 'kEdit');
    // Typed elsewhere and saved there: the draft holds exactly the stored header.
    await drafts.put(
      key,
      { rev: 0, form: headerForm(editorHeader(bulletin)), pedido: '4500001' },
      Date.now(),
    );
    await openEditor(drafts, ports);
    await waitFor(async () => expect(await drafts.get(key)).toBeNull());
    expect(offer()).toBeNull();
  });
});
