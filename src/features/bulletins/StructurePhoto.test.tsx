// @vitest-environment jsdom
/**
 * P60 (issue 40): a team photographs a structure in /new. The picked picture is prepared
 * (compressed, upright: the worker is stood in for by `preparePhoto`), previewed with its size,
 * uploaded with its progress, and the structure saved points at the stored photo. A failed
 * upload keeps the picture and retries; nothing points at a photo that is not stored; a photo
 * left by a closed dialog is removed.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStoredPhoto, PHOTO_LIMITS, photoPath } from '../../core/photos';
import { toList } from '../../core/lists';
import { PhotoError } from '../../core/ports';
import type { PhotoStore } from '../../core/ports';
import type { AppServices } from '../../shared/services';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { EditBulletinPage } from './EditBulletinPage';
import { NewBulletinPage } from './NewBulletinPage';
import { BULLETIN_TEXT as T, PHOTO_TEXT as P } from './messages';
import { aStoredBulletin, bulletinsDatabase } from './testData';

desktopViewportPerTest();

// jsdom has no object URLs: each blob gets a name the test can follow.
let objectUrls = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:test/${(objectUrls += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** The worker's answer for a 4000×3000 picture taken sideways (EXIF 6): upright, 1200×1600. */
const PREPARED = {
  blob: new Blob([new Uint8Array(412 * 1024).fill(9)], { type: 'image/jpeg' }),
  width: 1200,
  height: 1600,
};

/** A photo store that fails the next `failures` uploads as a dropped connection would. */
function failing(store: PhotoStore, failures: number): PhotoStore & { puts: string[] } {
  const puts: string[] = [];
  let left = failures;
  return {
    ...store,
    puts,
    put(path, photo, options) {
      puts.push(path);
      if (left > 0) {
        left -= 1;
        const done = Promise.reject(new PhotoError('network', 'dropped'));
        done.catch(() => undefined);
        return { done, pause: () => false, resume: () => false, cancel: () => undefined };
      }
      return store.put(path, photo, options);
    },
  };
}

async function openNew({
  failures = 0,
  prepare,
}: { failures?: number; prepare?: AppServices['preparePhoto'] } = {}) {
  const user = userEvent.setup();
  const ports = createTestPorts(bulletinsDatabase());
  const photos = failing(ports.photos, failures);
  ports.photos = photos;
  await ports.auth.signIn('equipe01@demo.local', 'demo123');
  const preparePhoto = vi.fn(
    prepare ??
      (async (_picture: Blob, onProgress?: (p: number) => void) => {
        onProgress?.(50);
        return PREPARED;
      }),
  );
  const view = renderWithProviders(<NewBulletinPage />, {
    ports,
    path: '/new',
    services: { preparePhoto },
  });
  await screen.findByRole('heading', { name: 'Novo Boletim' });
  await user.click(screen.getByRole('button', { name: 'Adicionar estrutura' }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, user, ports, photos, preparePhoto, dialog };
}

const picture = (bytes = 3 * 1024 * 1024, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], 'IMG_0001.jpg', { type });

async function fillStructure(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /^PG/ }), '7');
  await user.type(within(dialog).getByRole('textbox', { name: /^Observação/ }), 'Poste novo');
}

describe('P60: a structure photo from the camera or the gallery', SCREEN_TEST_OPTIONS, () => {
  it('is prepared, previewed with its size, stored with progress, and the saved structure points at it', async () => {
    const { user, ports, preparePhoto, dialog } = await openNew();
    expect(within(dialog).getByRole('button', { name: P.takePhoto })).toBeVisible();
    const camera = within(dialog).getByTestId('photo-camera-input');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(within(dialog).getByTestId('photo-gallery-input')).not.toHaveAttribute('capture');

    const taken = picture();
    await user.upload(camera, taken);
    expect(preparePhoto).toHaveBeenCalledWith(taken, expect.any(Function));
    await within(dialog).findByText(P.stored);
    expect(within(dialog).getByTestId('photo-details')).toHaveTextContent(
      'JPEG · 1.200 × 1.600 px · 412 kB',
    );
    // The preview is the prepared photo, and the URL field gives way to it.
    expect(within(dialog).getByRole('img', { name: 'Pré-visualização' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    expect(within(dialog).queryByRole('textbox', { name: /URL da imagem/ })).toBeNull();

    await fillStructure(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    for (const [name, value] of [
      ['Título', 'Troca de poste'],
      ['Projeto', 'PJ-1'],
      ['Data', '05/03/2026'],
    ]) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), value!);
    }
    await user.click(screen.getByRole('button', { name: 'Salvar boletim' }));
    await waitFor(() =>
      expect(screen.getByTestId('new-bulletin-notice')).toHaveTextContent(
        'Boletim criado com sucesso!',
      ),
    );
    const created = (await ports.invoices.listAll('ORCDISTBA01')).find((e) => e.key !== 'kEdit');
    const [structure] = Object.values(created!.invoice.photos ?? {});
    expect(structure).toMatchObject({ pg: '7', obs: 'Poste novo' });
    const path = structure!.firebasePath!;
    expect(isStoredPhoto(path)).toBe(true);
    const uid = (await ports.users.listUsers()).find(
      (u) => u.record.email === 'equipe01@demo.local',
    )!.uid;
    expect(path.startsWith(`photos/${uid}/`)).toBe(true);
    // The stored photo is the prepared one, byte for byte.
    expect(await ports.photos.url(path)).toMatch(/^blob:test\//);
  });

  it('a failed upload keeps the picture, blocks Adicionar, and Tentar novamente stores it', async () => {
    const { user, photos, preparePhoto, dialog } = await openNew({ failures: 1 });
    await user.upload(within(dialog).getByTestId('photo-gallery-input'), picture());
    expect(await within(dialog).findByText(P.failure.network)).toBeVisible();
    // The picture is kept: its preview and size stay.
    expect(within(dialog).getByTestId('photo-details')).toHaveTextContent('412 kB');
    await fillStructure(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText(P.failedPhoto)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: P.retry }));
    await within(dialog).findByText(P.stored);
    // Not prepared again: the same picture went up a second time.
    expect(preparePhoto).toHaveBeenCalledTimes(1);
    expect(photos.puts).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Adicionar waits while the photo is on its way', async () => {
    let finish: (value: typeof PREPARED) => void = () => undefined;
    const { user, dialog } = await openNew({
      prepare: () => new Promise((resolve) => (finish = resolve)),
    });
    await user.upload(within(dialog).getByTestId('photo-camera-input'), picture());
    expect(within(dialog).getByText(P.preparing)).toBeVisible();
    await fillStructure(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(within(dialog).getByText(P.waitForPhoto)).toBeVisible();
    await act(async () => finish(PREPARED));
    await within(dialog).findByText(P.stored);
  });

  it('refuses a file that is not an image, or a picture over 20 MB, with a Portuguese line', async () => {
    const { user, preparePhoto, dialog } = await openNew();
    const gallery = within(dialog).getByTestId('photo-gallery-input');
    await user.upload(gallery, picture(PHOTO_LIMITS.sourceBytes + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(P.tooLarge);
    // userEvent honours `accept`; a file the picker lets through anyway (a renamed PDF).
    await act(async () => {
      Object.defineProperty(gallery, 'files', {
        configurable: true,
        value: [new File(['%PDF'], 'poste.jpg', { type: 'application/pdf' })],
      });
      gallery.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(P.notImage);
    expect(preparePhoto).not.toHaveBeenCalled();
  });

  it('a picture that cannot be read says so, and the URL field stays', async () => {
    const { user, dialog } = await openNew({
      prepare: () => Promise.reject(new Error('decode')),
    });
    await user.upload(within(dialog).getByTestId('photo-camera-input'), picture());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(P.unreadable);
    expect(within(dialog).getByRole('textbox', { name: /URL da imagem/ })).toBeVisible();
  });

  it('a photo stored and then left (the dialog cancelled) is removed from the store', async () => {
    const { user, photos, dialog } = await openNew();
    await user.upload(within(dialog).getByTestId('photo-camera-input'), picture());
    await within(dialog).findByText(P.stored);
    const [path] = photos.puts;
    expect(await photos.url(path!)).toMatch(/^blob:/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(async () =>
      expect(await photos.url(path!).catch((e: PhotoError) => e.code)).toBe('notFound'),
    );
  });

  it('a structure taken out of /new before the bulletin is saved takes its photo with it', async () => {
    const { user, photos, dialog } = await openNew();
    await user.upload(within(dialog).getByTestId('photo-camera-input'), picture());
    await within(dialog).findByText(P.stored);
    await fillStructure(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [path] = photos.puts;
    expect(await photos.url(path!)).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Remover Estruturas 1' }));
    await waitFor(async () =>
      expect(await photos.url(path!).catch((e: PhotoError) => e.code)).toBe('notFound'),
    );
  });

  it('taking another photo removes the one it replaces', async () => {
    const { user, photos, dialog } = await openNew();
    await user.upload(within(dialog).getByTestId('photo-camera-input'), picture());
    await within(dialog).findByText(P.stored);
    await user.upload(within(dialog).getByTestId('photo-camera-input'), picture());
    await waitFor(() => expect(photos.puts).toHaveLength(2));
    await within(dialog).findByText(P.stored);
    const [first, second] = photos.puts;
    await waitFor(async () =>
      expect(await photos.url(first!).catch((e: PhotoError) => e.code)).toBe('notFound'),
    );
    expect(await photos.url(second!)).toMatch(/^blob:/);
  });
});

describe('P60: a stored photo in the editor', SCREEN_TEST_OPTIONS, () => {
  it('shows its thumbnail; removing the structure says the photo is kept, and keeps it', async () => {
    const user = userEvent.setup();
    const ports = createTestPorts(bulletinsDatabase());
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    const uid = (await ports.users.listUsers()).find(
      (u) => u.record.email === 'equipe01@demo.local',
    )!.uid;
    const path = photoPath(uid, 'mk1-poste');
    await ports.photos.put(path, PREPARED.blob).done;
    const shownAt = await ports.photos.url(path);
    // The bulletin as a team saved it with that photo.
    const database = bulletinsDatabase(
      aStoredBulletin({ photos: [{ firebasePath: path, pg: '3', obs: 'Poste' }] }),
    );
    const withPhoto = createTestPorts(database);
    withPhoto.photos = ports.photos;
    await withPhoto.auth.signIn('equipe01@demo.local', 'demo123');
    renderWithProviders(<EditBulletinPage />, {
      ports: withPhoto,
      path: '/edit?team=ORCDISTBA01&key=kEdit',
    });
    const table = await screen.findByTestId('structures-table');
    await waitFor(() => expect(within(table).getByRole('img')).toHaveAttribute('src', shownAt));

    await user.click(screen.getByRole('button', { name: 'Remover Estruturas 1' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(T.photoKept);
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(async () =>
      expect(
        toList((await withPhoto.invoices.get('ORCDISTBA01', 'kEdit'))!.invoice.photos),
      ).toEqual([]),
    );
    // Kept in the store: the history's event still names it.
    expect(await ports.photos.url(path)).toBe(shownAt);
  });
});
