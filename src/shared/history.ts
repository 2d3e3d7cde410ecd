/**
 * Issue 15: reading a bulletin's history, for every screen that shows it (the home row menu,
 * the deleted list and the editor: two features, which may not import each other). The ports are
 * the thunk extra argument, as for every other read.
 */
import type { HistoryEvent } from '../core/model';
import type { AppThunk } from './thunk';

/**
 * history/{team}/{key}: the bulletin's events, oldest first (the dialog orders them). Rejects
 * with the port's error (a read refused or failed); the dialog says so and offers a retry.
 */
export function loadBulletinHistory(team: string, key: string): AppThunk<Promise<HistoryEvent[]>> {
  return (_dispatch, _getState, ports) => ports.invoices.history(team, key);
}
