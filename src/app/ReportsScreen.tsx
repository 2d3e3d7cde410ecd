import type { ReportId } from '../core/reports';
import { ReportClientProvider, ReportPage } from '../features/reports';
import { useAppServices } from '../shared/services';

const unavailable = () => Promise.reject(new Error('no report worker in this mode'));

/** A report window: its screen, with the report worker the composition root starts for it. */
export function ReportsScreen({ id }: { id: ReportId }) {
  const { createReportClient } = useAppServices();
  return (
    <ReportClientProvider create={createReportClient ?? unavailable}>
      <ReportPage id={id} />
    </ReportClientProvider>
  );
}
