/**
 * P50: a slow read of one bulletin, in either mode, behind one name.
 */
import type { Browser, Page } from 'playwright-core';
import { freezeFixtureStore } from './fixtureStore';
import { FIREBASE, holdReads } from './mode';

/**
 * Holds the answers to reads of forms/{team}/{key} until the returned function is called: the
 * database's own hold in Firebase mode; in fixture mode the whole shared store of `page`'s
 * context waits (every call of every tab, answered in order once released).
 */
export function holdBulletinReads(
  browser: Browser,
  page: Page,
  team: string,
  key: string,
): Promise<() => Promise<void>> {
  return FIREBASE ? holdReads(`/forms/${team}/${key}`) : freezeFixtureStore(browser, page);
}
