import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link } from 'wouter';
import { PageFrame } from '../ui/PageFrame';
import { PAGE_MESSAGES as M } from './messages';

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
