import Typography from '@mui/material/Typography';
import { teamName } from '../../core/teams';
import type { SessionUser } from '../../shared/session';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { BULLETIN_TEXT as T } from './messages';

/**
 * SPEC §6: a user opens (/edit, /pdf) only bulletins of a team it sees: admin and func the 17
 * fixed teams, superv its supervision teams, team its own. `user.teams` is core's
 * `teamsForUser` over the user record (shared/session), the same list the home screen offers.
 * The screens ask before anything is read, painted from the handover or written, whatever
 * the mode: the database rules refuse the same in production, and so does the fixture adapter.
 */
export function canOpenTeam(user: Pick<SessionUser, 'teams'>, team: string): boolean {
  return user.teams.includes(team);
}

/** What /edit and /pdf show for a bulletin of a team the user does not see. */
export function AccessDenied({ team }: { team: string }) {
  const name = teamName(team);
  return (
    <FullPageMessage title={T.accessDeniedTitle}>
      <Typography color="textSecondary" data-testid="bulletin-access-denied">
        {T.accessDeniedText(name === team ? team : `${name} (${team})`)}
      </Typography>
    </FullPageMessage>
  );
}
