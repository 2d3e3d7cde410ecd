import { describe, expect, it } from 'vitest';
import { draftExpired, editDraftKey, newDraftId, newDraftKey, newDraftPrefix } from './drafts';
import { formatDayMonthTime } from './format';

const DAY = 24 * 60 * 60 * 1000;

describe('P63 drafts', () => {
  it("keys start with the user's uid: /new's under new/, the editor's by team and bulletin key", () => {
    expect(newDraftPrefix('uTeam')).toBe('uTeam/new/');
    expect(newDraftKey('uTeam', 'm1-abc')).toBe('uTeam/new/m1-abc');
    expect(editDraftKey('uTeam', 'ORCDISTBA01', '-P2sIHC')).toBe('uTeam/edit/ORCDISTBA01/-P2sIHC');
  });

  it('kept for 30 days exactly, gone a moment later', () => {
    const kept = Date.UTC(2026, 10, 2, 12);
    expect(draftExpired(kept, kept + 30 * DAY)).toBe(false);
    expect(draftExpired(kept, kept + 30 * DAY + 1)).toBe(true);
    expect(draftExpired(kept, kept)).toBe(false);
  });

  it('a draft id is the time in base 36, then 8 random base-36 characters', () => {
    const values = [0, 0.5, 0.99, 0.1, 0.2, 0.3, 0.4, 0.6];
    let i = 0;
    // 0 → '0', 0.5·36 = 18 → 'i', 0.99·36 = 35.6 → 'z', 3.6 → '3', 7.2 → '7', 10.8 → 'a', 14.4 → 'e', 21.6 → 'l'
    expect(newDraftId(36 ** 3, () => values[i++] ?? 0)).toBe('1000-0iz37ael');
  });

  it("'Rascunho de 02/12 14:31': day, month and time in the viewer's zone", () => {
    // 17:31 UTC is 14:31 in Bahia (UTC−3, offset −180 minutes).
    expect(formatDayMonthTime(Date.UTC(2026, 11, 2, 17, 31), -180)).toBe('02/12 14:31');
    // Just after midnight UTC is still the day before in Bahia.
    expect(formatDayMonthTime(Date.UTC(2026, 0, 1, 2, 5), -180)).toBe('31/12 23:05');
  });
});
