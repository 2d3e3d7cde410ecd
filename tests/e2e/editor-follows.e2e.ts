/**
 * Issue 44, P58 in real Chromium, two people on one database (P50: the shared fixture store or
 * the local Firebase, through the same code): a team user has a bulletin open in /edit and is
 * typing when its supervisor forwards it to billing from the home screen. The editor shows the
 * forward at once (status, a line saying the save will ask the password), the team's save asks
 * the edit password over the form (SPEC §6), and what was typed is what lands, after the forward.
 */
import { describe, expect, it } from 'vitest';
import { toList } from '../../src/core/lists';
import type { Invoice } from '../../src/core/model';
import { NOTICES } from '../../src/core/messages';
import {
  browserPerTest,
  anotherPerson,
  screenshot,
  screenshotsAtSizes,
  signIn,
  url,
} from './support/browser';
import { readHistory, readTeamEntries } from './support/database';
import { gridOf, rowByKey } from './support/screens';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';
/** The demo's edit password (D26; the local Firebase build's is the same). */
const EDIT_PASSWORD = '1234';

/** The newest bulletin of the team that is not checked nor marked, so its supervisor forwards it. */
function pick(entries: readonly { key: string; invoice: Invoice }[]) {
  const found = [...entries]
    .reverse()
    .find(
      ({ invoice }) =>
        invoice.checked !== true &&
        invoice.paid !== true &&
        invoice.viewedByFat !== true &&
        invoice.attached !== true &&
        invoice.archived !== true &&
        toList(invoice.services).length > 0,
    );
  if (!found) throw new Error('no unchecked bulletin in the demo');
  return found;
}

describe('the editor follows the stored bulletin (issue 44, P58)', () => {
  it('forwarded by the supervisor while the team types: shown at once, the save asks the password, the typed title lands', async () => {
    const { page: team } = session;
    await signIn(team, 'equipe01@demo.local');
    const { key, invoice } = pick(await readTeamEntries(team, TEAM));
    const id = invoice.id as string;
    await team.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`));
    const title = team.getByRole('textbox', { name: /^Título/ });
    await expect.poll(() => title.isEditable(), { timeout: 15_000 }).toBe(true);
    expect(await team.getByText('Pendente', { exact: true }).count()).toBe(1);
    const typed = 'Troca de cruzeta, poste 3';
    await title.fill(typed);

    // The supervisor, in a window of its own, forwards it from the home screen.
    const superv = await anotherPerson(session, { width: 1366, height: 768 });
    await signIn(superv, 'superv@demo.local');
    await superv.locator(`[data-testid="team-item"][data-team="${TEAM}"]`).click();
    await gridOf(superv).waitFor();
    await superv.getByRole('searchbox', { name: 'Buscar' }).fill(id);
    const row = rowByKey(superv, key);
    await row.getByRole('button', { name: 'Encaminhar para faturamento' }).click();
    await expect.poll(() => superv.getByTestId('home-notice').innerText()).toBe(NOTICES.forwarded);

    // The team's editor shows it within moments, with no reload, no focus change and nothing
    // typed lost (the old editor re-read every 4 s and still showed Pendente).
    const since = team.getByTestId('editor-checked-since');
    await since.waitFor({ timeout: 3_000 });
    expect(await since.innerText()).toContain(
      'Este boletim foi encaminhado para o faturamento depois que você o abriu.',
    );
    expect(await team.getByText('Corrigido', { exact: true }).count()).toBe(1);
    expect(await title.inputValue()).toBe(typed);
    await screenshot(team, 'editor-follows-forwarded-1366');
    await screenshotsAtSizes(team, 'editor-follows-forwarded', since);

    // The save asks the edit password over the form, then saves what was typed.
    await team.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    const dialog = team.getByTestId('password-dialog');
    await dialog.waitFor();
    await screenshotsAtSizes(team, 'editor-follows-password');
    await dialog.getByLabel(/^Senha/).fill(EDIT_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => team.getByTestId('editor-notice').innerText())
      .toContain('Cabeçalho salvo com sucesso!');

    const stored = (await readTeamEntries(team, TEAM)).find((e) => e.key === key)?.invoice;
    expect(stored?.header?.title).toBe(typed);
    expect(stored?.checked).toBe(true);
    const events = await readHistory(team, TEAM, key);
    expect(events.slice(-2).map((e) => e.action)).toEqual(['forwarded', 'header']);
  });
});
