/**
 * The SPEC §7 / D1 paths, built in one place. Every segment is checked first (`segment`, from the
 * layout both adapters share, adapters/rtdb/layout.ts): an empty team or key would otherwise turn
 * `forms/{team}/{key}` into `forms` and a remove would wipe every team.
 */
import { bulletinPath, segment, teamPath } from '../rtdb/layout';

export { segment };

export const paths = {
  users: 'users',
  usersMobile: 'users-mobile',
  user: (uid: string) => `users/${segment(uid, 'uid')}`,
  userMobile: (uid: string) => `users-mobile/${segment(uid, 'uid')}`,
  services: (type: string) => `defaults/services/${segment(type, 'service type')}`,
  materials: 'defaults/materials/items',
  team: teamPath,
  invoice: bulletinPath,
} as const;

/**
 * A value as RTDB stores it: JSON semantics, so `undefined` properties are dropped (the SDK
 * refuses them outright) and `undefined` array slots become null. `null` is kept: in an update
 * it removes the child, as in the memory adapter.
 */
export function toStorable<T>(value: T): T {
  if (value === undefined) return value;
  return JSON.parse(JSON.stringify(value)) as T;
}
