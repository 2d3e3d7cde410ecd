import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorDetail, FullPageMessage, RetryButton } from '../ui/FullPageMessage';
import { STARTUP_MESSAGES as M } from './messages';

/** Firebase mode configured in part: name every missing VITE_FIREBASE_* variable. */
export function IncompleteConfigScreen({ missing }: { missing: readonly string[] }) {
  return (
    <FullPageMessage title={M.incompleteTitle}>
      <Typography sx={{ mb: 1.5 }}>{M.incompleteText}</Typography>
      <Box component="ul" sx={{ my: 0, pl: 3 }} data-testid="missing-settings">
        {missing.map((name) => (
          <li key={name}>
            <Box
              component="code"
              sx={{ fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace' }}
            >
              {name}
            </Box>
          </li>
        ))}
      </Box>
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        {M.incompleteHint}
      </Typography>
    </FullPageMessage>
  );
}

/** The adapters could not start (e.g. the demo fixture is missing). */
export function StartupFailedScreen({ message, fixture }: { message: string; fixture: boolean }) {
  return (
    <FullPageMessage title={M.failedTitle}>
      <Typography sx={{ mb: 1 }}>{M.failedText}</Typography>
      <ErrorDetail>{message}</ErrorDetail>
      {fixture && (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {M.failedFixtureHint}
        </Typography>
      )}
      <RetryButton />
    </FullPageMessage>
  );
}
