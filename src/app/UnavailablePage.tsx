import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link } from 'wouter';
import { PageFrame } from '../ui/PageFrame';
import { PAGE_MESSAGES as M } from './messages';

/**
 * A route of SPEC §2 whose screen belongs to a later version: its frame and title, and an honest
 * notice. Still behind the auth guard, like the real screen will be.
 */
export function UnavailablePage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 760 }}>
        <Alert
          severity="info"
          icon={<ConstructionOutlinedIcon />}
          sx={{ mb: 3 }}
          data-testid="unavailable-notice"
        >
          <AlertTitle>{M.unavailable}</AlertTitle>
          {M.unavailableHint}
        </Alert>
        <Button component={Link} href="/" variant="contained">
          {M.goHome}
        </Button>
      </Paper>
    </PageFrame>
  );
}

/** Any path outside SPEC §2. */
export function NotFoundPage() {
  return (
    <PageFrame title={M.notFoundTitle} closable={false}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 760 }}>
        <Alert severity="warning" sx={{ mb: 3 }}>
          {M.notFoundText}
        </Alert>
        <Button component={Link} href="/" variant="contained">
          {M.goHome}
        </Button>
      </Paper>
    </PageFrame>
  );
}
