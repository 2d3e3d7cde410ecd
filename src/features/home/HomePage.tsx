import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { canDo, visibleReports } from '../../core/permissions';
import type { ReportInfo } from '../../core/reports';
import { teamName } from '../../core/teams';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectAppVersion } from '../../shared/settingsSlice';
import { openTab, openWindow } from '../../shared/windows';
import { useLastShown } from '../../ui/useLastShown';
import type { SessionUser } from '../../shared/session';
import {
  actingUser,
  selectSessionUser,
  selectSignOutError,
  selectSignOutPending,
  signOut,
  signOutErrorDismissed,
} from '../../shared/session';
import { HomeHeader } from './HomeHeader';
import { HomeSidebar } from './HomeSidebar';
import type { HomeSidebarProps } from './HomeSidebar';
import { homeDefaultPeriod, todayFromLocal } from '../../core/dates';
import { watchTeamBadges } from './homeActions';
import {
  badgesCleared,
  loadGlobalFactor,
  selectBadges,
  selectSelectedTeam,
  teamSelected,
} from './homeSlice';
import { HOME_MESSAGES as M } from './messages';
import { SIDEBAR_WIDTH } from './HomeFrame';
import { WelcomePanel } from './WelcomePanel';
import { prefetchWhenIdle } from '../../shared/idle';

/**
 * Issue 24: the team table and its DataGrid (140 KB compressed) load when a team is shown, or
 * when the browser is idle on the welcome screen, so the home's first paint does not wait for
 * them.
 */
const loadTeamPanel = () => import('./TeamBulletinsPanel');
const TeamBulletinsPanel = lazy(() =>
  loadTeamPanel().then((module) => ({ default: module.TeamBulletinsPanel })),
);

/**
 * D12: the sidebar with the live badges; only it renders again when a count changes (issue 24:
 * the welcome and the team table do not).
 */
function HomeSidebarWithBadges(props: Omit<HomeSidebarProps, 'badges'>) {
  const badges = useAppSelector(selectBadges);
  return <HomeSidebar {...props} badges={badges} />;
}

/** SPEC §2 home: sidebar, header, and the welcome or the selected team's bulletins. */
export function HomePage() {
  const user = useAppSelector(selectSessionUser);
  // The auth guard renders this page only with a loaded user.
  if (!user) return null;
  return <HomeShell user={user} />;
}

function HomeShell({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  const version = useAppSelector(selectAppVersion);
  const chosenTeam = useAppSelector(selectSelectedTeam);
  const signingOut = useAppSelector(selectSignOutPending);
  const signOutError = useAppSelector(selectSignOutError);
  const signOutErrorShown = useLastShown(signOutError);
  // A team the user no longer sees (e.g. another account in this tab) is not shown.
  const selectedTeam = chosenTeam && user.teams.includes(chosenTeam) ? chosenTeam : null;
  // Who acts in the team table's row and bulk actions (and what a handover records).
  const acting = useMemo(() => actingUser(user), [user]);

  useEffect(() => {
    void dispatch(loadGlobalFactor());
  }, [dispatch]);

  // The team table is fetched once the welcome screen has painted (issue 24).
  useEffect(() => prefetchWhenIdle(loadTeamPanel), []);

  // D12: the badges follow live what waits for this viewer, team by team.
  const teamsKey = user.teams.join(',');
  useEffect(() => {
    const period = homeDefaultPeriod(todayFromLocal(new Date()));
    const stop = dispatch(watchTeamBadges(teamsKey.split(',').filter(Boolean), user.role, period));
    return () => {
      stop();
      dispatch(badgesCleared());
    };
  }, [dispatch, teamsKey, user.role]);

  const sidebar = (
    <HomeSidebarWithBadges
      teams={user.teams}
      selectedTeam={selectedTeam}
      onSelectTeam={(team) => {
        dispatch(teamSelected(team));
        setMenuOpen(false);
      }}
      reports={visibleReports(user.role)}
      onOpenReport={(report: ReportInfo) => openWindow(report.path)}
      canManageUsers={canDo(user.role, 'manageUsers')}
      onManageUsers={() => openWindow('/admin')}
      onNewBulletin={() => openTab('/new')}
      version={version}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{
          width: { md: SIDEBAR_WIDTH },
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, border: 0, boxSizing: 'border-box' },
        }}
      >
        {sidebar}
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <HomeHeader
          title={selectedTeam ? teamName(selectedTeam) : M.home}
          subtitle={selectedTeam ?? undefined}
          email={user.email}
          name={user.name}
          role={user.role}
          onSignOut={() => void dispatch(signOut())}
          signingOut={signingOut}
          onOpenMenu={() => setMenuOpen(true)}
        />
        {/* Issue 16: 16 px up to 1536 px wide, so the team table fits 1366 px. */}
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, xl: 3 } }}>
          {selectedTeam ? (
            // A new team starts with nothing selected (admin bulk actions).
            <Suspense fallback={<LinearProgress aria-label={M.teamPanelLoading} />}>
              <TeamBulletinsPanel key={selectedTeam} team={selectedTeam} user={acting} />
            </Suspense>
          ) : (
            <WelcomePanel
              name={user.name}
              role={user.role}
              teams={user.teams}
              onSelectTeam={(team) => dispatch(teamSelected(team))}
            />
          )}
        </Box>
      </Box>
      <Snackbar
        open={signOutError !== null}
        autoHideDuration={6000}
        onClose={() => dispatch(signOutErrorDismissed())}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => dispatch(signOutErrorDismissed())}>
          {signOutErrorShown}
        </Alert>
      </Snackbar>
    </Box>
  );
}
