import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DateRangeOutlinedIcon from '@mui/icons-material/DateRangeOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { currentPeriod, formatDate, todayFromLocal } from '../../core/dates';
import type { Role } from '../../core/model';
import { ROLES } from '../../core/roles';
import { teamName } from '../../core/teams';
import { WelcomeIntro } from './HomeFrame';
import { HOME_MESSAGES as M } from './messages';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#eaf1fa',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.05rem' }}>{value}</Typography>
      </Box>
    </Paper>
  );
}

/** SPEC §2: no team selected — the welcome texts and the count of available teams. */
export function WelcomePanel({
  name,
  role,
  teams,
  onSelectTeam,
}: {
  name: string;
  role: Role;
  teams: readonly string[];
  onSelectTeam: (team: string) => void;
}) {
  const teamCount = teams.length;
  // D8: the current billing cycle of the browser's today (SPEC §9).
  const cycle = currentPeriod(todayFromLocal(new Date()));
  return (
    <Box sx={{ maxWidth: 1080 }}>
      <WelcomeIntro greeting={M.greeting(name)}>
        {teamCount === 0 && (
          <Typography color="warning.dark" sx={{ mt: 2 }}>
            {M.noTeams}
          </Typography>
        )}
      </WelcomeIntro>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Box data-testid="team-count">
          <Fact icon={<GroupsOutlinedIcon />} label={M.teams} value={M.teamsAvailable(teamCount)} />
        </Box>
        <Fact icon={<BadgeOutlinedIcon />} label={M.profile} value={ROLES[role].label} />
        <Fact
          icon={<DateRangeOutlinedIcon />}
          label={M.currentCycle}
          value={M.dateRange(formatDate(cycle.start), formatDate(cycle.end))}
        />
      </Box>
      {teamCount > 0 && (
        <Box component="section" aria-labelledby="welcome-teams" sx={{ mt: 4 }}>
          <Typography id="welcome-teams" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            {M.yourTeams}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
            }}
          >
            {teams.map((team) => (
              <ButtonBase
                key={team}
                onClick={() => onSelectTeam(team)}
                data-testid="welcome-team"
                sx={{
                  justifyContent: 'space-between',
                  textAlign: 'left',
                  p: 1.75,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  transition: 'border-color 120ms, box-shadow 120ms',
                  '&:hover': {
                    borderColor: 'primary.light',
                    boxShadow: '0 1px 4px rgba(16,42,67,0.08)',
                  },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{teamName(team)}</Typography>
                  <Typography variant="caption" color="textSecondary">
                    {team}
                  </Typography>
                </Box>
                <ChevronRightRoundedIcon sx={{ color: 'text.secondary' }} />
              </ButtonBase>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
