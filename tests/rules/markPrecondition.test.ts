/**
 * P53, issue 39's worked diff: a new mark with a precondition is one registry entry, and the
 * database rules follow it. Here the registry gains 'markReviewed' (field `reviewed`, admin only,
 * only on a checked bulletin): the rules then take `reviewed` as a flag only an admin sets, and
 * only on a bulletin already checked, judged by the rules' evaluator and by targaryen on the
 * printed rules alike. Nothing outside the registry is edited.
 */
import targaryen from 'targaryen';
import { describe, expect, it, vi } from 'vitest';
import type * as Actions from '../../src/core/actions';

vi.mock('../../src/core/actions', async (importOriginal) => {
  const real = await importOriginal<typeof Actions>();
  const reviewed: Actions.ToggleAction = {
    kind: 'toggle',
    roles: ['admin'],
    fields: ['reviewed'],
    precondition: { rule: real.CHECKED, refusal: 'Só em boletim corrigido.' },
    set: { event: 'viewed', words: 'marcou como conferido', done: 'Conferido.' },
    clear: { event: 'unviewed', words: 'desmarcou como conferido', done: 'Desmarcado.' },
    messages: { failed: 'Erro.' },
  };
  return {
    ...real,
    TOGGLE_IDS: [...real.TOGGLE_IDS, 'markReviewed'],
    toggleOf: (id: string) =>
      id === 'markReviewed' ? reviewed : real.toggleOf(id as Actions.ToggleId),
    ADMIN_FLAGS: [...real.ADMIN_FLAGS, 'reviewed'],
  };
});

const { DATABASE_RULES } = await import('../../adapters/rtdb/rules/databaseRules');
const { buildRules } = await import('../../adapters/firebase/rules/buildRules');
const { judgeWrite } = await import('../../adapters/rtdb/rules/judge');

const NOW = 1_700_000_000_000;
const USERS = {
  adm: { type: 'admin', name: 'Admin' },
  eq: { type: 'team', name: 'Equipe 01', team: 'T01' },
};
const event = (rev: number, action: string, by: string, role: string) => ({
  action,
  by,
  byName: USERS[by as keyof typeof USERS].name,
  role,
  rev,
  at: NOW,
});

/** A bulletin at rev 1 (checked or not), and the write that sets `reviewed` as `by`. */
function markReviewed(checked: boolean, by: 'adm' | 'eq') {
  const bulletin = { id: 'A-1', rev: 1, header: { title: 'Poste' }, checked };
  const before = {
    users: USERS,
    forms: { T01: { k1: bulletin } },
    history: { T01: { k1: { '1': event(1, 'created', 'eq', 'team') } } },
  };
  const patch = {
    'forms/T01/k1/reviewed': true,
    'forms/T01/k1/rev': 2,
    'history/T01/k1/2': event(2, 'viewed', by, by === 'adm' ? 'admin' : 'team'),
  };
  const after = {
    ...before,
    forms: { T01: { k1: { ...bulletin, reviewed: true, rev: 2 } } },
    history: { T01: { k1: { ...before.history.T01.k1, '2': patch['history/T01/k1/2'] } } },
  };
  const written = Object.keys(patch).map((path) => path.split('/'));
  const auth = { uid: by, email: `${by}@demo.local` };
  const evaluator = judgeWrite(DATABASE_RULES, before, after, written, auth, NOW).allowed;
  const printed = targaryen
    .database(buildRules(), before, NOW)
    .as({ uid: by, token: { email: auth.email } })
    .update('/', patch, { now: NOW }).allowed;
  return { evaluator, printed };
}

describe('P53: a new mark with a precondition is one registry entry', () => {
  it('lets the admin set it on a checked bulletin', () => {
    expect(markReviewed(true, 'adm')).toEqual({ evaluator: true, printed: true });
  });

  it('refuses it on a bulletin not checked, admin included (the precondition)', () => {
    expect(markReviewed(false, 'adm')).toEqual({ evaluator: false, printed: false });
  });

  it('refuses it to anyone but an admin (an admin flag, D9)', () => {
    expect(markReviewed(true, 'eq')).toEqual({ evaluator: false, printed: false });
  });
});
