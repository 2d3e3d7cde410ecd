import { describe, expect, it } from 'vitest';
import type { BulletinRow } from './bulletinRows';
import {
  askingOrder,
  hiddenCount,
  identitySelection,
  keepListed,
  selectedRows,
  selectionModel,
} from './bulletinSelection';

/** A row with what the selection looks at: its key, id and date. */
const aRow = (id: string, invoiceId = id, date: number | null = 0): BulletinRow =>
  ({ id, invoiceId, date }) as BulletinRow;

describe('the home selection is a set of bulletin keys (D49)', () => {
  it("an 'include' model is taken as it is, hidden keys included", () => {
    const model = { type: 'include', ids: new Set(['k1', 'k9']) } as const;
    expect([...identitySelection(model, ['k1', 'k2'], new Set())]).toEqual(['k1', 'k9']);
  });

  it("an 'exclude' model becomes the rows the grid holds minus the excluded, plus the hidden ones selected before", () => {
    const model = { type: 'exclude', ids: new Set(['k2']) } as const;
    const previous = new Set(['k2', 'k9']);
    expect([...identitySelection(model, ['k1', 'k2', 'k3'], previous)].sort()).toEqual([
      'k1',
      'k3',
      'k9',
    ]);
  });

  it("the grid is always given an 'include' model", () => {
    expect(selectionModel(new Set(['k1']))).toEqual({ type: 'include', ids: new Set(['k1']) });
  });

  it('keys no longer listed are dropped; the same set comes back when none is', () => {
    const selection = new Set(['k1', 'k2']);
    expect(keepListed(selection, [aRow('k1'), aRow('k2'), aRow('k3')])).toBe(selection);
    expect([...keepListed(selection, [aRow('k2')])]).toEqual(['k2']);
  });

  it('keys the user may no longer select are dropped too (issue 16: forwarded elsewhere)', () => {
    const selection = new Set(['k1', 'k2']);
    const forwardable = (row: BulletinRow) => row.id !== 'k2';
    expect([...keepListed(selection, [aRow('k1'), aRow('k2')], forwardable)]).toEqual(['k1']);
    expect(keepListed(new Set(['k1']), [aRow('k1'), aRow('k2')], forwardable)).toEqual(
      new Set(['k1']),
    );
  });

  it('the selected rows are every listed one selected; the hidden count is those not shown', () => {
    const rows = [aRow('k1'), aRow('k2'), aRow('k3')];
    const selected = selectedRows(new Set(['k3', 'k1', 'gone']), rows);
    expect(selected.map((row) => row.id)).toEqual(['k1', 'k3']);
    expect(hiddenCount(selected, [aRow('k1'), aRow('k2')])).toBe(1);
  });

  it('Dar Baixa asks the shown rows in the grid order, then the hidden ones newest first (undated last)', () => {
    const selected = [
      aRow('kOld', '1', 10),
      aRow('kUndated', '2', null),
      aRow('kShownA', '3', 5),
      aRow('kNew', '4', 30),
      aRow('kShownB', '5', 1),
    ];
    const order = askingOrder(selected, ['kShownB', 'kOther', 'kShownA']);
    expect(order.map((row) => row.id)).toEqual(['kShownB', 'kShownA', 'kNew', 'kOld', 'kUndated']);
  });
});
