// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { writeHandover } from '../../shared/bulletinHandover';
import { PrintableBulletinPage } from './PrintableBulletinPage';
import type { ServiceLine } from '../../core/model';
import { aStoredBulletin, aTeam05Bulletin, twoTeamsDatabase } from './testData';

desktopViewportPerTest();
beforeEach(() => sessionStorage.clear());

async function openAs(email: string, path: string) {
  const ports = createTestPorts(
    twoTeamsDatabase(aStoredBulletin({ header: { ...aStoredBulletin().header, kmInit: 12.5 } })),
  );
  await ports.auth.signIn(email, 'demo123');
  return renderWithProviders(<PrintableBulletinPage />, { ports, path });
}

describe('SPEC §6: /pdf shows only a bulletin of a team the user sees', SCREEN_TEST_OPTIONS, () => {
  it("equipe01 gets 'Acesso negado' for Equipe 05's bulletin by URL", async () => {
    await openAs('equipe01@demo.local', '/pdf?team=ORCDISTBA05&key=k05');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.queryByTestId('printable-bulletin')).not.toBeInTheDocument();
    expect(screen.queryByText('Poda Equipe 05')).not.toBeInTheDocument();
  });

  it('a handed-over copy of another team is not printed either', async () => {
    writeHandover('pdf', { team: 'ORCDISTBA05', key: 'k05', invoice: aTeam05Bulletin() });
    await openAs('equipe01@demo.local', '/pdf');
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.queryByText('Poda Equipe 05')).not.toBeInTheDocument();
  });

  it('the team prints its own bulletin, the km in pt-BR and the pedido shown', async () => {
    await openAs('equipe01@demo.local', '/pdf?team=ORCDISTBA01&key=kEdit');
    expect(await screen.findByTestId('printable-bulletin')).toBeInTheDocument();
    expect(screen.getByText('Troca de cruzeta')).toBeInTheDocument();
    expect(screen.getByText('12,5')).toBeInTheDocument();
    expect(screen.getByText('4500001')).toBeInTheDocument();
  });

  it('the admin prints any team', async () => {
    await openAs('admin@demo.local', '/pdf?team=ORCDISTBA05&key=k05');
    expect(await screen.findByText('Poda Equipe 05')).toBeInTheDocument();
  });
});

describe(
  'issue 24: /pdf stands in its frame while the bulletin is read',
  SCREEN_TEST_OPTIONS,
  () => {
    it("the title and the team from the URL, no number yet (the key is not one), 'Carregando...', nothing to print; then the bulletin", async () => {
      const ports = createTestPorts(twoTeamsDatabase(aStoredBulletin()));
      await ports.auth.signIn('equipe01@demo.local', 'demo123');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const get = ports.invoices.get.bind(ports.invoices);
      ports.invoices.get = async (team, key) => {
        await held;
        return get(team, key);
      };
      renderWithProviders(<PrintableBulletinPage />, {
        ports,
        path: '/pdf?team=ORCDISTBA01&key=kEdit',
      });
      // Once the session and the URL are read, the frame names what is known.
      await screen.findByText('Equipe: Equipe 01 (ORCDISTBA01)');
      expect(screen.getByTestId('pdf-frame')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Boletim de Medição de Serviços' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Boletim nº/)).not.toBeInTheDocument();
      expect(screen.getByText('Carregando...')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Imprimir / Salvar PDF' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Fechar' })).toBeEnabled();
      expect(screen.queryByText('Troca de cruzeta')).not.toBeInTheDocument();

      release();
      expect(await screen.findByTestId('printable-bulletin')).toBeInTheDocument();
      expect(screen.queryByTestId('pdf-frame')).not.toBeInTheDocument();
      expect(screen.getByText('Troca de cruzeta')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Imprimir / Salvar PDF' })).toBeEnabled();
      // The bulletin's own number (D48), never its key.
      expect(screen.getByTestId('pdf-id')).toHaveTextContent('Boletim nº 0107001');
    });
  },
);

describe('/pdf finds its bulletin as /edit does (useBulletinRoute)', SCREEN_TEST_OPTIONS, () => {
  it('opens from the session-storage handover alone and puts the record in the URL', async () => {
    writeHandover('pdf', { team: 'ORCDISTBA01', key: 'kEdit', invoice: aStoredBulletin() });
    const { currentPath } = await openAs('equipe01@demo.local', '/pdf');
    expect(await screen.findByTestId('printable-bulletin')).toBeInTheDocument();
    expect(screen.getByText('Troca de cruzeta')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/pdf?team=ORCDISTBA01&key=kEdit'));
  });

  it("a URL naming the team never prints another team's handed-over bulletin", async () => {
    writeHandover('pdf', { team: 'ORCDISTBA05', key: 'k05', invoice: aTeam05Bulletin() });
    await openAs('equipe01@demo.local', '/pdf?team=ORCDISTBA01');
    expect(
      await screen.findByRole('heading', { name: 'Boletim não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Poda Equipe 05')).not.toBeInTheDocument();
  });
});

describe('/pdf of a services list with a hole (issue 14, P16)', SCREEN_TEST_OPTIONS, () => {
  it('prints the lines present and their totals', async () => {
    const [first, second] = aStoredBulletin().services as ServiceLine[];
    // Stored { 1: …, 2: … }: the line at key 0 was removed, the others kept their keys.
    const holed = aStoredBulletin({ services: { '1': first!, '2': second! } });
    const ports = createTestPorts(twoTeamsDatabase(holed));
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    renderWithProviders(<PrintableBulletinPage />, {
      ports,
      path: '/pdf?team=ORCDISTBA01&key=kEdit',
    });
    expect(await screen.findByTestId('printable-bulletin')).toBeInTheDocument();
    expect(screen.getByText('NDE120SI')).toBeInTheDocument();
    expect(screen.getByText('80010C')).toBeInTheDocument();
    // 100 × 2 × 1,5 + 10 × 3 × 2 = 360,00, as with no hole.
    expect(screen.getAllByText(/360,00/).length).toBeGreaterThan(0);
  });
});
