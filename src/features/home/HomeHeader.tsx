import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Role } from '../../core/model';
import { ROLES } from '../../core/roles';
import { HEADER_HEIGHT } from './HomeFrame';
import { HOME_MESSAGES as M } from './messages';

export interface HomeHeaderProps {
  title: string;
  subtitle?: string;
  email: string;
  name: string;
  role: Role;
  onSignOut: () => void;
  signingOut: boolean;
  /** Shown on narrow screens, where the sidebar is a drawer. */
  onOpenMenu?: () => void;
}

function initials(name: string): string {
  const parts = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0]}${parts[1]?.[0]}` : (parts[0] ?? '?').slice(0, 2)
  ).toUpperCase();
}

/**
 * SPEC §2 home header: the user's email and role (its name in the roles table), the role's chip
 * (the 'Admin' badge for admins) and 'Sair'.
 */
export function HomeHeader({
  title,
  subtitle,
  email,
  name,
  role,
  onSignOut,
  signingOut,
  onOpenMenu,
}: HomeHeaderProps) {
  const { chip } = ROLES[role];
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: '#fff' }}>
      <Toolbar sx={{ gap: 2, minHeight: { xs: HEADER_HEIGHT } }}>
        {onOpenMenu && (
          <IconButton
            edge="start"
            onClick={onOpenMenu}
            aria-label={M.openMenu}
            sx={{ display: { md: 'none' } }}
          >
            <MenuRoundedIcon />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="p" variant="h4" noWrap>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="textSecondary" noWrap>
              {subtitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: '0.8rem',
              fontWeight: 700,
              bgcolor: '#e6eef8',
              color: 'primary.dark',
              display: { xs: 'none', sm: 'flex' },
            }}
          >
            {initials(name)}
          </Avatar>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, lineHeight: 1.3 }}
              data-testid="user-email"
            >
              {email}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {ROLES[role].label}
            </Typography>
          </Box>
          {chip !== null && (
            <Chip
              label={chip}
              size="small"
              color="primary"
              data-testid="admin-badge"
              sx={{ height: 22, fontSize: '0.72rem' }}
            />
          )}
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<LogoutRoundedIcon />}
            onClick={onSignOut}
            disabled={signingOut}
            sx={{ ml: 1 }}
          >
            {M.signOut}
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
