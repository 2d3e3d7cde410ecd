import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import DonutSmallOutlinedIcon from '@mui/icons-material/DonutSmallOutlined';
import ElectricalServicesOutlinedIcon from '@mui/icons-material/ElectricalServicesOutlined';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import TagOutlinedIcon from '@mui/icons-material/TagOutlined';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useState } from 'react';
import type { ReportId, ReportInfo } from '../../core/reports';
import { teamName } from '../../core/teams';
import { BrandMark } from '../../ui/BrandMark';
import { SIDEBAR_BACKGROUND } from '../../ui/theme';
import { HOME_MESSAGES as M } from './messages';

const REPORT_ICONS: Record<ReportId, SvgIconComponent> = {
  general: SummarizeOutlinedIcon,
  'by-code': TagOutlinedIcon,
  'by-team': GroupsOutlinedIcon,
  'by-type': DonutSmallOutlinedIcon,
  coelba: ElectricalServicesOutlinedIcon,
  paid: PaidOutlinedIcon,
  'paid-summary': RequestQuoteOutlinedIcon,
  daily: TodayOutlinedIcon,
  monthly: CalendarMonthOutlinedIcon,
  'faturamento-real': ReceiptLongOutlinedIcon,
};

export interface HomeSidebarProps {
  /** SPEC §6 (core teamsForUser). */
  teams: readonly string[];
  selectedTeam: string | null;
  /** D12: per team, how many bulletins wait for the viewer (absent or 0: no badge). */
  badges?: Readonly<Record<string, number>>;
  onSelectTeam: (team: string) => void;
  /** D17 (core visibleReports). */
  reports: readonly ReportInfo[];
  onOpenReport: (report: ReportInfo) => void;
  /** SPEC §2: 'Gerenciar Usuários' for admins only (core canDo 'manageUsers'). */
  canManageUsers: boolean;
  onManageUsers: () => void;
  onNewBulletin: () => void;
  version: string;
}

/**
 * Issue 16 (axe color-contrast, WCAG 1.4.3): the small texts on the navy, as white at an
 * opacity that keeps at least 4.5:1 on every background they sit on: the navy, the hovered
 * item and the selected one (the team code 0.65: 7.0:1 on the navy, 5.1:1 selected and
 * hovered; it was 0.4, 3.56:1).
 */
export const SIDEBAR_TEXT = {
  teamCode: 'rgba(255,255,255,0.65)',
  sectionTitle: 'rgba(255,255,255,0.6)',
  version: 'rgba(255,255,255,0.6)',
} as const;

const sectionTitleSx = {
  px: 2.5,
  pt: 2.5,
  pb: 1,
  display: 'block',
  color: SIDEBAR_TEXT.sectionTitle,
  fontSize: '0.7rem',
} as const;

const scrollbarSx = {
  scrollbarWidth: 'thin',
  scrollbarColor: 'rgba(255,255,255,0.2) transparent',
} as const;

const itemSx = {
  mx: 1.5,
  borderRadius: 1.5,
  color: 'rgba(255,255,255,0.82)',
  py: 0.75,
  '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
  '&.Mui-selected': {
    bgcolor: 'rgba(99,160,255,0.18)',
    color: '#fff',
    '&:hover': { bgcolor: 'rgba(99,160,255,0.24)' },
  },
  '& .MuiListItemIcon-root': { color: 'rgba(255,255,255,0.55)', minWidth: 34 },
} as const;

/** D12: how many bulletins wait for the viewer, as an amber pill (its full meaning as a label). */
function WaitingBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      aria-label={M.badge(count)}
      title={M.badge(count)}
      sx={{
        mr: 1,
        minWidth: 20,
        px: 0.75,
        borderRadius: 10,
        textAlign: 'center',
        fontSize: '0.7rem',
        fontWeight: 700,
        lineHeight: '18px',
        bgcolor: '#f0b429',
        color: '#102a43',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

/**
 * SPEC §2 home sidebar: 'Novo Boletim', the collapsible Teams list, the Reports list, the Admin
 * section (admins) and the app version. Role rules arrive already applied (teams, reports,
 * canManageUsers come from core); this only renders them.
 */
export function HomeSidebar({
  teams,
  selectedTeam,
  badges = {},
  onSelectTeam,
  reports,
  onOpenReport,
  canManageUsers,
  onManageUsers,
  onNewBulletin,
  version,
}: HomeSidebarProps) {
  const [teamsOpen, setTeamsOpen] = useState(true);
  const waiting = teams.reduce((sum, team) => sum + (badges[team] ?? 0), 0);

  return (
    <Box
      // One landmark around the whole sidebar (axe 'region': the brand, the section titles and
      // the version are inside it too).
      component="aside"
      aria-label={M.sidebar}
      data-testid="home-sidebar"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: SIDEBAR_BACKGROUND,
        color: '#fff',
      }}
    >
      <Box sx={{ px: 2.5, pt: 2.5, pb: 2 }}>
        <BrandMark tone="dark" withTagline />
      </Box>
      <Box sx={{ px: 2, pb: 1 }}>
        <Button
          fullWidth
          variant="contained"
          startIcon={<AddRoundedIcon />}
          onClick={onNewBulletin}
          sx={{ bgcolor: '#3f74b8', '&:hover': { bgcolor: '#4f86cc' }, py: 1 }}
        >
          {M.newBulletin}
        </Button>
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', pb: 2 }}>
        <ListItemButton
          onClick={() => setTeamsOpen((open) => !open)}
          aria-expanded={teamsOpen}
          aria-controls="sidebar-teams"
          sx={{ ...itemSx, mt: 1.5 }}
        >
          <ListItemIcon>
            <GroupsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={M.teams}
            slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '0.9rem' } } }}
          />
          {waiting > 0 && <WaitingBadge count={waiting} testId="teams-badge" />}
          <Typography
            component="span"
            sx={{
              mr: 1,
              px: 0.9,
              borderRadius: 10,
              fontSize: '0.72rem',
              fontWeight: 700,
              bgcolor: 'rgba(255,255,255,0.1)',
              color: 'rgba(255,255,255,0.8)',
            }}
          >
            {teams.length}
          </Typography>
          {teamsOpen ? (
            <ExpandLessRoundedIcon fontSize="small" />
          ) : (
            <ExpandMoreRoundedIcon fontSize="small" />
          )}
        </ListItemButton>
        <Collapse in={teamsOpen} timeout="auto">
          <List
            id="sidebar-teams"
            component="nav"
            aria-label={M.teams}
            dense
            disablePadding
            // 17 teams must not push the reports out of sight: the list scrolls on its own.
            sx={{ maxHeight: '42vh', overflowY: 'auto', ...scrollbarSx }}
          >
            {teams.map((team) => (
              <ListItemButton
                key={team}
                data-testid="team-item"
                data-team={team}
                selected={team === selectedTeam}
                aria-current={team === selectedTeam ? 'page' : undefined}
                onClick={() => onSelectTeam(team)}
                sx={{ ...itemSx, pl: 6.5, py: 0.5 }}
              >
                <ListItemText
                  primary={teamName(team)}
                  slotProps={{ primary: { sx: { fontSize: '0.875rem', fontWeight: 500 } } }}
                />
                {(badges[team] ?? 0) > 0 && (
                  <WaitingBadge count={badges[team] ?? 0} testId="team-badge" />
                )}
                <Typography
                  component="span"
                  data-testid="team-code"
                  sx={{
                    fontSize: '0.68rem',
                    letterSpacing: '0.02em',
                    color: SIDEBAR_TEXT.teamCode,
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  {team}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </Collapse>

        <Typography variant="overline" component="h2" sx={sectionTitleSx}>
          {M.reports}
        </Typography>
        <List component="nav" aria-label={M.reports} dense disablePadding>
          {reports.map((report) => {
            const Icon = REPORT_ICONS[report.id];
            return (
              <ListItemButton
                key={report.id}
                data-testid="report-item"
                data-report={report.id}
                onClick={() => onOpenReport(report)}
                title={`${report.title} (${M.opensInNewWindow})`}
                sx={itemSx}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={report.label}
                  slotProps={{ primary: { sx: { fontSize: '0.875rem' } } }}
                />
                <OpenInNewRoundedIcon sx={{ fontSize: 14, opacity: 0.35 }} />
              </ListItemButton>
            );
          })}
        </List>

        {canManageUsers && (
          <>
            <Typography variant="overline" component="h2" sx={sectionTitleSx}>
              {M.adminSection}
            </Typography>
            <List component="nav" aria-label={M.adminSection} dense disablePadding>
              <ListItemButton onClick={onManageUsers} sx={itemSx} data-testid="manage-users">
                <ListItemIcon>
                  <ManageAccountsOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={M.manageUsers}
                  slotProps={{ primary: { sx: { fontSize: '0.875rem' } } }}
                />
                <OpenInNewRoundedIcon sx={{ fontSize: 14, opacity: 0.35 }} />
              </ListItemButton>
            </List>
          </>
        )}
      </Box>

      <Box
        sx={{
          px: 2.5,
          py: 1.5,
          borderTop: '1px solid rgba(255,255,255,0.08)',
          fontSize: '0.75rem',
          color: SIDEBAR_TEXT.version,
        }}
        data-testid="app-version"
      >
        {M.version(version)}
      </Box>
    </Box>
  );
}
