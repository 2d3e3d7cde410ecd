import type { Role, Team, UserRecord } from './model';
import { ROLES, isRoleId } from './roles';

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

/**
 * SPEC §6: the teams a user sees, found as its role's entry says (P54, `ROLES[role].teams`):
 * every team is the 17 fixed teams (admin, func); its supervision list (superv); its own team
 * (team). A record with no role sees none. Reports list the same teams.
 */
export function teamsForUser(record: UserRecord | null | undefined): string[] {
  const role = roleOf(record);
  if (role === null) return [];
  switch (ROLES[role].teams) {
    case 'all':
      return [...FIXED_TEAMS];
    case 'supervision':
      return parseSupervision(record?.supervision);
    case 'own': {
      const team = record?.team?.trim();
      return team ? [team] : [];
    }
  }
}
