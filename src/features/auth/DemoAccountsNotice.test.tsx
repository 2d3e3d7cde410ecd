// @vitest-environment jsdom
/**
 * D27, P54: the login page offers one demo account per role that has one, in the roles table's
 * order, named by the role's label unless the account says whose it is (which teams).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ROLE_IDS, ROLES } from '../../core/roles';
import { DemoAccountsNotice } from './DemoAccountsNotice';
import { AUTH_MESSAGES as M, DEMO_ACCOUNTS } from './messages';

describe('the demo accounts (D27)', () => {
  it("lists them in the roles table's order, by the role's name or the account's", () => {
    render(<DemoAccountsNotice editPassword={null} onPickAccount={() => undefined} />);
    const shown = screen.getAllByRole('button').map((button) => button.textContent);
    // Each button reads the hidden 'Preencher o acesso com', the email, then whose it is.
    expect(shown).toEqual(
      [
        ['admin@demo.local', 'Administrador'],
        ['func@demo.local', 'Funcionário'],
        ['superv@demo.local', 'Supervisor (Equipes 01 a 04)'],
        ['equipe01@demo.local', 'Equipe 01'],
      ].map(([email, label]) => `${M.demoPickPrefix}${email}${label}`),
    );
    expect(DEMO_ACCOUNTS.map((a) => a.role)).toEqual(
      ROLE_IDS.filter((role) => DEMO_ACCOUNTS.some((a) => a.role === role)),
    );
    expect(DEMO_ACCOUNTS.find((a) => a.role === 'admin')?.label).toBe(ROLES.admin.label);
  });

  it('fills the form with the account picked', async () => {
    const pick = vi.fn();
    render(<DemoAccountsNotice editPassword={null} onPickAccount={pick} />);
    await userEvent.click(screen.getByRole('button', { name: /superv@demo\.local/ }));
    expect(pick).toHaveBeenCalledWith('superv@demo.local');
  });
});
