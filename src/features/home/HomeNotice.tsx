import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { noticeDismissed, selectNotice } from './homeSlice';

/**
 * The last action's notice (success, refusal or SPEC §8 failure) as a snackbar: 4 s; errors and
 * warnings (a bulk action that left bulletins out, naming them) 8 s.
 * Keyed by the notice inside its own component, so each notice restarts the timer and the key
 * never meets a sibling's in the panel (issue 16: it met the open dialog's).
 */
export function HomeNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  const long = notice?.severity === 'error' || notice?.severity === 'warning';
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={long ? 8000 : 4000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway' && notice) dispatch(noticeDismissed(notice.id));
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity ?? 'info'}
        variant="filled"
        role={notice?.severity === 'error' ? 'alert' : 'status'}
        data-testid="home-notice"
        onClose={() => notice && dispatch(noticeDismissed(notice.id))}
        // The theme's amber under white text is 3.2:1; its darker shade keeps 6.5:1 (WCAG 1.4.3).
        sx={notice?.severity === 'warning' ? { bgcolor: 'warning.dark', color: '#fff' } : undefined}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
