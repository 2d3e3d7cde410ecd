// @vitest-environment jsdom
/**
 * P54: the home header names the user's role and shows its chip as the roles table says. The
 * table is given a role it does not have (a `vi.mock` of core/roles), which the header shows
 * with no other change; SPEC §2's 'Admin' badge for admins is checked by hand.
 */
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Role } from '../../core/model';
import type * as Roles from '../../core/roles';
import { ROLE_IDS, ROLES } from '../../core/roles';
import type { RoleInfo } from '../../core/roles';
import { HomeHeader } from './HomeHeader';

vi.mock('../../core/roles', async (importOriginal) => {
  const real = await importOriginal<typeof Roles>();
  const fiscal: RoleInfo = {
    label: 'Fiscal de Contrato',
    teams: 'all',
    badge: null,
    defaultFilter: 'all',
    password: { editChecked: false, delete: false },
    chip: 'Fiscal',
  };
  const roles = { ...real.ROLES, fiscal };
  return { ...real, ROLES: roles, ROLE_IDS: Object.keys(roles) };
});

function renderHeader(role: Role) {
  return render(
    <HomeHeader
      title="Início"
      email="pessoa@demo.local"
      name="Pessoa"
      role={role}
      onSignOut={() => undefined}
      signingOut={false}
    />,
  );
}

describe('the home header by the roles table (SPEC §2, P54)', () => {
  it.each(ROLE_IDS)("%s: the role's name, and its chip when it has one", (role) => {
    const { label, chip } = ROLES[role] as RoleInfo;
    renderHeader(role);
    expect(screen.getByText(label)).toBeInTheDocument();
    if (chip === null) expect(screen.queryByTestId('admin-badge')).toBeNull();
    else expect(screen.getByTestId('admin-badge')).toHaveTextContent(chip);
  });

  it("shows the 'Admin' badge for admins only (SPEC §2)", () => {
    renderHeader('admin');
    expect(screen.getByTestId('admin-badge')).toHaveTextContent('Admin');
  });

  it('shows a role added to the table', () => {
    renderHeader('fiscal' as Role);
    expect(screen.getByText('Fiscal de Contrato')).toBeInTheDocument();
    expect(screen.getByTestId('admin-badge')).toHaveTextContent('Fiscal');
  });
});
