/**
 * P53: the registry of bulletin actions (skeleton of issue 39). One entry per action on a
 * bulletin: who may take it, its precondition (a rule expression of P51 over the stored
 * bulletin, `data`), the fields it writes. Permissions, workflow, the use cases, history text,
 * messages and the database rules read it.
 */
import type { HistoryAction, Role } from './model';
import { REFUSALS } from './messages';
import { data } from './rules/expr';
import type { Value } from './rules/expr';

/** A precondition: the rule on the stored bulletin (`data`), and why it refuses. */
export interface Precondition {
  rule: Value;
  refusal: string;
}

export interface BulletinAction {
  roles: readonly Role[];
  precondition?: Precondition;
  /** The bulletin fields the action writes (the marks: their flags). */
  fields?: readonly string[];
}

/** D37: a bulletin is checked when `checked` is true (core isChecked). */
export const CHECKED = data.child('checked').val().eq(true);

export const BULLETIN_ACTIONS = {
  forwardToBilling: {
    roles: ['superv'],
    precondition: { rule: CHECKED.not(), refusal: REFUSALS.alreadyChecked },
    fields: ['checked', 'checked_closed', 'checked_at', 'checked_by', 'lastReturn'],
  },
  returnToSupervision: {
    roles: ['admin'],
    precondition: { rule: CHECKED, refusal: REFUSALS.notChecked },
  },
  markViewed: { roles: ['admin'], fields: ['viewedByFat'] },
  markPaid: { roles: ['admin'], fields: ['paid'] },
  markAttached: { roles: ['admin'], fields: ['attached', 'archived'] },
} as const satisfies Record<string, BulletinAction>;

export type BulletinActionId = keyof typeof BULLETIN_ACTIONS;

/** D9: the flags only an admin sets: the fields only admin-only marks write. */
export const ADMIN_FLAGS: readonly string[] = [
  ...new Set(
    Object.values(BULLETIN_ACTIONS)
      .filter((action: BulletinAction) => action.roles.every((role) => role === 'admin'))
      .flatMap((action: BulletinAction) => (action.precondition ? [] : (action.fields ?? []))),
  ),
];

/** D51, issue 15: the history events that create a bulletin, and those that remove one. */
export const CREATING_EVENTS = [
  'created',
  'split-from',
] as const satisfies readonly HistoryAction[];
export const REMOVING_EVENTS = [
  'deleted',
  'split-into',
] as const satisfies readonly HistoryAction[];
