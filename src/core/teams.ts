import type { Role, Team, UserRecord } from './model';
import { ROLES, ROLE_IDS, isRoleId } from './roles';
import type { RoleId } from './roles';
import { any, contextOn, data, evaluate, lit, variable } from './rules/expr';
import type { Snap, Value } from './rules/expr';

const TEAM_PREFIX = 'ORCDISTBA';

function fixedTeamId(n: number): string {
  return `${TEAM_PREFIX}${String(n).padStart(2, '0')}`;
}

/** SPEC §6, §9: the 17 fixed teams ORCDISTBA01..ORCDISTBA17 (what admin and func see). */
export const FIXED_TEAMS: readonly string[] = Array.from({ length: 17 }, (_, i) =>
  fixedTeamId(i + 1),
);

/** SPEC §2, §9: the admin supervision screen offers 16 teams, ORCDISTBA01..ORCDISTBA16. */
export const SUPERVISION_TEAMS: readonly string[] = FIXED_TEAMS.slice(0, 16);

/** D32: 'Equipe nn' for ORCDISTBAnn, else the id as it is. */
export function teamName(id: string): string {
  const match = /^ORCDISTBA(\d{2})$/.exec(id);
  return match ? `Equipe ${match[1]}` : id;
}

/** A team id with its D32 name. */
export function toTeam(id: string): Team {
  return { id, name: teamName(id) };
}

/**
 * SPEC §3: supervision is stored as comma-separated team ids; empty and 'N/A' values are
 * ignored. Values are trimmed and kept once each, in stored order.
 */
export function parseSupervision(text: string | readonly string[] | null | undefined): string[] {
  const parts = typeof text === 'string' ? text.split(',') : (text ?? []);
  const teams: string[] = [];
  for (const part of parts) {
    const id = String(part).trim();
    if (id !== '' && id.toUpperCase() !== 'N/A' && !teams.includes(id)) teams.push(id);
  }
  return teams;
}

/** SPEC §3: the supervision list as stored (codes joined by commas). */
export function formatSupervision(teams: readonly string[]): string {
  return parseSupervision(teams).join(',');
}

/** SPEC §6: the role is the user record's `type`, one of the roles table's ids; else none. */
export function roleOf(record: UserRecord | null | undefined): Role | null {
  const type = record?.type;
  return isRoleId(type) ? type : null;
}

// Stryker disable all: withoutSpaces and reachesAs run once, while the module loads, to build TEAM_SCOPE, before Stryker switches any mutant on, so no run can see their mutants (and they are not counted as static). Mutated by hand (issue 45: the replace emptied, the 'all' case made false), teams.test.ts fails.
/** A text field of the record with its spaces dropped (real lists have them after commas). */
const withoutSpaces = (record: Snap, field: string): Value =>
  record.child(field).val().replace(' ', '');

/** Does `record`, of `role`, reach `team`, as the role's `teams` says (SPEC §6)? */
function reachesAs(record: Snap, role: RoleId, team: Value): Value {
  const ofRole = record.child('type').val().eq(role);
  switch (ROLES[role].teams) {
    case 'all':
      return ofRole;
    case 'own':
      return ofRole.and(record.child('team').isString(), withoutSpaces(record, 'team').eq(team));
    case 'supervision':
      // Matched exactly: commas on both sides, so ORCDISTBA1 is not ORCDISTBA10.
      return ofRole.and(
        record.child('supervision').isString(),
        lit(',')
          .plus(withoutSpaces(record, 'supervision'))
          .plus(',')
          .contains(lit(',').plus(team).plus(',')),
      );
  }
}
// Stryker restore all

/**
 * SPEC §6, P51: team scope, the one rule. Does the user record at `record` reach `team`? Admin
 * and func every team; team its own; superv the teams of its list, matched exactly (spaces
 * after commas dropped). One disjunct per role of the table, by how its teams are found. The
 * database rules print it over the writer's record and `$team` (adapters/rtdb/rules/access.ts);
 * `teamsForUser` evaluates it on the record it lists teams for.
 */
export function reachesTeam(record: Snap, team: Value): Value {
  return any(...ROLE_IDS.map((role) => reachesAs(record, role, team)));
}

/** Team scope over the record being listed, built once; `$team` is bound per team. */
const TEAM_SCOPE = reachesTeam(data, variable('$team'));

/**
 * SPEC §6: the teams a user sees: the teams its role's entry names (P54, `ROLES[role].teams`:
 * the 17 fixed teams for admin and func, its supervision list for superv, its own team for
 * team), each kept only when team scope (`reachesTeam`, the rules' own rule) lets the record
 * reach it. A record with no role sees none. Reports list the same teams.
 */
export function teamsForUser(record: UserRecord | null | undefined): string[] {
  const role = roleOf(record);
  if (role === null) return [];
  const named = (): string[] => {
    switch (ROLES[role].teams) {
      case 'all':
        return [...FIXED_TEAMS];
      case 'supervision':
        // Stryker disable next-line OptionalChaining: a record with a role is never null here (roleOf answered)
        return parseSupervision(record?.supervision);
      case 'own': {
        // Stryker disable next-line OptionalChaining: a record with a role is never null here (roleOf answered)
        const team = record?.team?.trim();
        // Stryker disable next-line ArrayDeclaration: a named team the record does not reach is dropped by the TEAM_SCOPE filter below
        return team ? [team] : [];
      }
    }
  };
  const on = contextOn(record);
  return named().filter((team) => evaluate(TEAM_SCOPE, { ...on, vars: { $team: team } }));
}
