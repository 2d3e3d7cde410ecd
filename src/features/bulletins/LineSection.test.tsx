// @vitest-environment jsdom
/**
 * P56: a list section refuses at entry what the database rules would refuse at Salvar: its count
 * against its bound, the add button disabled with its reason once full (100 service lines for a
 * non-admin), and a number or a total beyond its bound refused in the dialog and in place.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { editList } from '../../core/lists';
import { lineRoom } from '../../core/limits';
import type { Role, ServiceLine } from '../../core/model';
import { aLine } from '../../core/testing/builders';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { EditBulletinPage } from './EditBulletinPage';
import type { CatalogState } from './hooks';
import type { CatalogServiceItem } from './lines';
import { ServiceLines, StructureLines } from './LineSection';
import { BULLETIN_TEXT as T } from './messages';
import { aStoredBulletin, bulletinsDatabase } from './testData';

const CATALOG: CatalogServiceItem[] = [
  { catalog: 'nde', id: 's1', code: 'NDE1', activity: 'Poda', price: 100, unid: 'UN' },
  // A catalog price beyond the rules' bound (LIMITS.money).
  { catalog: 'nde', id: 's2', code: 'NDE2', activity: 'Caro', price: 2e9, unid: 'UN' },
  { catalog: 'ndm', id: 's3', code: 'NDM3', activity: 'Grande', price: 4e8, unid: 'UN' },
];

const catalogs = (): CatalogState => ({
  services: CATALOG,
  materials: [],
  servicesError: null,
  materialsError: null,
  globalFactor: 1.5,
});

const lines = (n: number, line: Partial<ServiceLine> = {}) =>
  Array.from({ length: n }, (_, i) => aLine({ code: `NDE${i}`, ...line }));

/** The services section as /new holds it: the list kept in the form, the room by `role`. */
function Services({ role, initial }: { role: Role; initial: ServiceLine[] }) {
  const [services, setServices] = useState(initial);
  return (
    <ServiceLines
      lines={services}
      room={lineRoom('services', role, services)}
      catalogs={catalogs()}
      onScreen={services}
      onDraftChange={() => undefined}
      onChange={(edit) => {
        setServices((current) => (editList(current, edit) ?? current) as ServiceLine[]);
        return true;
      }}
    />
  );
}

const addButton = () => screen.getByRole('button', { name: T.addService });

describe('P56: a list says its room and refuses past it', () => {
  it('shows the count against the bound, by stored key', () => {
    render(<Services role="team" initial={lines(3)} />);
    expect(screen.getByTestId('services-count')).toHaveTextContent('3 de 100 linhas');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByTestId('services-full')).not.toBeInTheDocument();
  });

  it('a team user at 100 service lines cannot add a 101st, and is told why', () => {
    render(<Services role="team" initial={lines(100)} />);
    expect(screen.getByTestId('services-count')).toHaveTextContent('100 de 100 linhas');
    expect(addButton()).toBeDisabled();
    const reason =
      'Um boletim guarda até 100 linhas de serviço. Crie outro boletim para o restante.';
    expect(screen.getByText(reason)).toBeVisible();
    // The reason is the button's description, for a screen reader.
    expect(addButton()).toHaveAccessibleDescription(reason);
  });

  it('an admin at 100 service lines still adds (its bound is 1000)', () => {
    render(<Services role="admin" initial={lines(100)} />);
    expect(screen.getByTestId('services-count')).toHaveTextContent('100 de 1.000 linhas');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByTestId('services-full')).not.toBeInTheDocument();
  });

  it('a hole takes a line of room: 99 lines shown at keys up to 99 are full (P16)', () => {
    const stored = { ...lines(100) } as Record<string, ServiceLine>;
    delete stored['5'];
    render(
      <ServiceLines
        lines={Object.values(stored)}
        room={lineRoom('services', 'superv', stored)}
        catalogs={catalogs()}
        onScreen={Object.values(stored)}
        onDraftChange={() => undefined}
        onChange={() => true}
      />,
    );
    expect(screen.getByTestId('services-count')).toHaveTextContent('100 de 100 linhas');
    expect(addButton()).toBeDisabled();
  });

  it('a team user on a list longer than 100 lines (an admin’s) changes none of them', () => {
    render(<Services role="team" initial={lines(101)} />);
    const reason =
      'Este boletim tem mais de 100 linhas de serviço: só o administrador pode alterá-las.';
    expect(addButton()).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('button', { name: 'Editar Serviços 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover Serviços 1' })).toBeDisabled();
  });

  it('structures count against 1000 lines for everyone', () => {
    render(
      <StructureLines lines={[]} room={lineRoom('photos', 'team', [])} onChange={() => true} />,
    );
    expect(screen.getByTestId('structures-count')).toHaveTextContent('0 de 1.000 linhas');
  });
});

describe('P56: numbers and totals beyond the rules’ bounds are refused at entry', () => {
  async function pick(code: string) {
    const user = userEvent.setup();
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText(new RegExp(`^${code} ·`)));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    return { user, dialog };
  }

  it('the service dialog refuses a catalog price beyond R$ 1.000.000.000,00', async () => {
    const onChange = vi.fn(() => true);
    render(
      <ServiceLines
        lines={[]}
        room={lineRoom('services', 'team', [])}
        catalogs={catalogs()}
        onScreen={[]}
        onDraftChange={() => undefined}
        onChange={onChange}
      />,
    );
    const { dialog } = await pick('NDE2');
    expect(
      within(dialog).getByText('Preço unitário: o máximo é R$ 1.000.000.000,00.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the service dialog refuses a line that takes the total past the bound', async () => {
    // 2 × 4e8 × 1 (own factor) = 8e8 with factor; the third line would make 1,2e9.
    render(<Services role="team" initial={lines(2, { price: 4e8 })} />);
    const { dialog } = await pick('NDM3');
    expect(
      within(dialog).getByText(
        'O total do boletim passaria do máximo de R$ 1.000.000.000,00. Lance o restante em outro boletim.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('services-count')).toHaveTextContent('2 de 100 linhas');
  });

  it('the service dialog adds a line within the bounds', async () => {
    render(<Services role="team" initial={[]} />);
    await pick('NDE1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('services-count')).toHaveTextContent('1 de 100 linhas');
  });

  it('the in-place editor refuses a price or a factor beyond its bound, naming it', async () => {
    const user = userEvent.setup();
    render(<Services role="team" initial={lines(1)} />);
    await user.click(screen.getByRole('button', { name: 'Editar Serviços 1' }));
    expect(screen.getByText(T.serviceNumberHint)).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: /^Preço unit\. / });
    await user.clear(price);
    await user.type(price, '1.000.000.000,01');
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 1' }));
    expect(screen.getByText('Preço unitário: o máximo é R$ 1.000.000.000,00.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '100');
    const factor = screen.getByRole('textbox', { name: /^Fator / });
    await user.clear(factor);
    await user.type(factor, '1001');
    await user.click(screen.getByRole('button', { name: 'Salvar Serviços 1' }));
    expect(screen.getByText('Fator: o máximo é 1.000.')).toBeInTheDocument();
  });
});

describe('P56 in the editor: the room is the session user’s', SCREEN_TEST_OPTIONS, () => {
  desktopViewportPerTest();

  async function openFull(email: string) {
    const ports = createTestPorts(bulletinsDatabase(aStoredBulletin({ services: lines(100) })));
    await ports.auth.signIn(email, 'demo123');
    renderWithProviders(<EditBulletinPage />, {
      ports,
      path: '/edit?team=ORCDISTBA01&key=kEdit',
    });
    await screen.findByRole('button', { name: 'Salvar cabeçalho' });
    await waitFor(() => expect(screen.getByTestId('services-count')).toHaveTextContent(/^100 /));
  }

  it('a team user on a bulletin of 100 service lines may not add one', async () => {
    await openFull('equipe01@demo.local');
    expect(screen.getByTestId('services-count')).toHaveTextContent('100 de 100 linhas');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription(
      'Um boletim guarda até 100 linhas de serviço. Crie outro boletim para o restante.',
    );
  });

  it('an admin on the same bulletin may', async () => {
    await openFull('admin@demo.local');
    expect(screen.getByTestId('services-count')).toHaveTextContent('100 de 1.000 linhas');
    await waitFor(() => expect(addButton()).toBeEnabled());
  });
});
