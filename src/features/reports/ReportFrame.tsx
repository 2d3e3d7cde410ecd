/**
 * Issue 24: a report screen's frame, before its code and the user's data have arrived: the
 * window's bar, the report's title (the page's largest text) and the filter block's place.
 * dist/index.html carries it rendered for every report path (src/app/prerender.tsx) and shows it
 * there for a browser with a kept session; the app shows it again while the screen's code loads.
 * Light on purpose (index.html preloads it for the frame's hydration): the screens' own
 * PageFrame, a box and grey bars.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReportInfo } from '../../core/reports';
import { PageFrame } from '../../ui/PageFrame';
import { Placeholder } from '../../ui/Placeholder';

/** The frame of `report`'s screen (ReportPage renders the same PageFrame and title). */
export function ReportFrame({ report }: { report: ReportInfo }) {
  return (
    <PageFrame title={report.title} wide>
      <Paper
        variant="outlined"
        aria-busy="true"
        data-testid="report-frame"
        sx={{ p: { xs: 2, md: 2.5 }, minHeight: 240 }}
      >
        <Placeholder width={180} height={24} />
        <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Placeholder key={i} width={150} height={40} />
          ))}
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <Placeholder width={170} height={40} />
        </Box>
      </Paper>
    </PageFrame>
  );
}
