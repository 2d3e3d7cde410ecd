import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageFrame } from '../../ui/PageFrame';
import { UI_MESSAGES } from '../../ui/messages';
import { useCloseScreen } from '../../ui/useCloseScreen';
import { useLastShown } from '../../ui/useLastShown';
import type { AdminState } from './adminSlice';
import { ADMIN_MESSAGES as M, savedNotice, supervisorCount } from './messages';
import { SupervisorTable } from './SupervisorTable';
import { useAdminUsers } from './useAdminUsers';
import type { AdminUsers } from './useAdminUsers';

/** The 'Acesso Negado' view that stays when the browser will not close the window (SPEC §2). */
function AccessDeniedView() {
  const close = useCloseScreen();
  return (
    <FullPageMessage title={M.deniedTitle}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 3 }}>
        <LockRoundedIcon color="error" sx={{ mt: 0.25 }} />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{M.deniedText}</Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {M.deniedHint}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <Button component={Link} href="/" variant="contained">
          {M.goHome}
        </Button>
        <Button variant="outlined" color="secondary" onClick={close}>
          {UI_MESSAGES.close}
        </Button>
      </Stack>
    </FullPageMessage>
  );
}

/** What stays when a failed check did not close the window (SPEC §6). */
function CheckErrorView({ onRetry }: { onRetry: () => void }) {
  const close = useCloseScreen();
  return (
    <FullPageMessage title={M.checkErrorTitle}>
      <Alert severity="error" sx={{ mb: 3 }}>
        {M.checkErrorAlert} {M.checkErrorHint}
      </Alert>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={onRetry}>
          {M.retry}
        </Button>
        <Button variant="outlined" color="secondary" onClick={close}>
          {UI_MESSAGES.close}
        </Button>
      </Stack>
    </FullPageMessage>
  );
}

function EmptyState() {
  return (
    <Box sx={{ py: 8, px: 3, textAlign: 'center' }} data-testid="admin-empty">
      <GroupsRoundedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography component="h2" variant="h4" sx={{ mt: 1 }}>
        {M.emptyTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {M.emptyText}
      </Typography>
    </Box>
  );
}

function SupervisorsPanel({ admin }: { admin: AdminUsers }) {
  const { state } = admin;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <ManageAccountsRoundedIcon color="primary" />
        <Typography component="h2" variant="h4" sx={{ flex: 1 }}>
          {M.tableLabel}
        </Typography>
        {state.list === 'loaded' && (
          <Chip label={supervisorCount(state.supervisors.length)} size="small" />
        )}
      </Stack>
      <SupervisorsContent admin={admin} state={state} />
    </Paper>
  );
}

function SupervisorsContent({ admin, state }: { admin: AdminUsers; state: AdminState }) {
  if (state.list === 'error') {
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={admin.reload}>
              {M.retry}
            </Button>
          }
        >
          {M.loadError}
        </Alert>
      </Box>
    );
  }
  if (state.list !== 'loaded') {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
        <CircularProgress size={32} />
        <Typography color="textSecondary">{M.loading}</Typography>
      </Stack>
    );
  }
  if (state.supervisors.length === 0) return <EmptyState />;
  return (
    <SupervisorTable
      supervisors={state.supervisors}
      editing={state.editing}
      saving={state.saving}
      saveFailed={state.saveFailed}
      onEdit={admin.startEdit}
      onToggle={admin.toggleTeam}
      onSave={admin.save}
      onCancel={admin.cancelEdit}
    />
  );
}

/**
 * SPEC §2 /admin, 'Administração de Usuários': 'Verificando permissões...' while the role is
 * checked; for anyone but an admin the alert, the window closes and 'Acesso Negado' stays when
 * it will not; for an admin the supervisors and the teams each one supervises.
 */
export function AdminUsersPage() {
  const admin = useAdminUsers();
  const { state } = admin;
  const savedName = useLastShown(state.savedName);

  if (state.access === 'checking') return <FullPageSpinner label={M.checking} />;
  if (state.access === 'denied') return <AccessDeniedView />;
  if (state.access === 'error') return <CheckErrorView onRetry={admin.retryCheck} />;

  return (
    <PageFrame title={M.title} subtitle={M.subtitle}>
      <SupervisorsPanel admin={admin} />
      <Snackbar
        open={state.savedName !== null}
        autoHideDuration={4000}
        onClose={admin.dismissNotice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled">
          {savedName ? savedNotice(savedName) : ''}
        </Alert>
      </Snackbar>
    </PageFrame>
  );
}
