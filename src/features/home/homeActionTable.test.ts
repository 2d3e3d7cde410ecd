/**
 * Issue 16, P53: where the home places each action, by hand from the layout the screens show
 * (HomeTableLayout.test renders it): each role's buttons, the bulk bar's actions, the width of
 * the 'Ações' column. The table is keyed by the registry's ids; who may take what is core's.
 */
import { ALL_ACTIONS } from '../../core/permissions';
import type { Role } from '../../core/model';
import { HOME_ACTION_IDS, bulkIds, inlineIds, rowIds } from './homeActionTable';
import { actionsColumnWidth } from './RowActions';

const BUTTONS: Readonly<Record<Role, string[]>> = {
  admin: ['pdf', 'markViewed', 'markPaid', 'markAttached'],
  superv: ['edit', 'pdf', 'forwardToBilling'],
  func: ['edit', 'pdf'],
  team: ['edit', 'pdf'],
};

const ON_ROWS: Readonly<Record<Role, string[]>> = {
  admin: [
    'edit',
    'pdf',
    'markViewed',
    'markPaid',
    'markAttached',
    'viewCheckedBy',
    'history',
    'returnToSupervision',
    'split',
    'delete',
  ],
  superv: ['edit', 'pdf', 'forwardToBilling', 'history', 'split', 'delete'],
  func: ['edit', 'pdf', 'history', 'delete'],
  team: ['edit', 'pdf', 'history', 'delete'],
};

const BULK: Readonly<Record<Role, string[]>> = {
  admin: ['markViewed', 'markPaid', 'darBaixa'],
  superv: ['forwardToBilling'],
  func: [],
  team: [],
};

describe("the home's table of actions (issue 16)", () => {
  it.each(Object.keys(BUTTONS) as Role[])(
    '%s: its buttons, its row actions, its bulk bar',
    (role) => {
      expect(inlineIds(role)).toEqual(BUTTONS[role]);
      expect(rowIds(role)).toEqual(ON_ROWS[role]);
      expect(bulkIds(role)).toEqual(BULK[role]);
    },
  );

  it("the 'Ações' column holds a role's buttons and 'Mais ações': 28 px each, 2 apart, 20 of padding", () => {
    expect(actionsColumnWidth('admin')).toBe(20 + 5 * 28 + 4 * 2);
    expect(actionsColumnWidth('superv')).toBe(20 + 4 * 28 + 3 * 2);
    expect(actionsColumnWidth('team')).toBe(20 + 3 * 28 + 2 * 2);
    expect(actionsColumnWidth(null)).toBe(20 + 28);
  });

  it('is keyed by the core ids (and the history, every role`s)', () => {
    for (const id of HOME_ACTION_IDS) {
      if (id !== 'history') expect(ALL_ACTIONS).toContain(id);
    }
  });
});
