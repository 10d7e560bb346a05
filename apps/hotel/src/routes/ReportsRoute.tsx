import { useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { exportBookingsCsv, getOccupancyReport } from '@hotel/api-client';
import { adminErrorsMessages, formatMessage, OccupancyReport, toIsoDate, useMessages, type OccupancyReportView } from '@hotel/ui';
import { usePromise, withLastValue } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { saveFile } from '../shared/saveFile';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { bookingsCsvFile, MAX_REPORT_NIGHTS, parseReportQuery, reportSearch, toOccupancyReportView } from '../mappers/reports';

/** The window and grouping the address names (this month by day without one, by the browser's today), and its report. */
export const reportsLoader = requireAdmin(({ request }) => {
  const query = parseReportQuery(new URL(request.url).searchParams, toIsoDate(new Date()));
  const report = getOccupancyReport(query, { signal: request.signal }).then((answer) => ({ query, report: toOccupancyReportView(answer) }));
  return { query, report: deferred(report) };
});

type DownloadState = { isPending: boolean; error?: string };

/** Admin reports: occupancy and revenue over the window in the address; its bookings as a CSV file. */
export function ReportsRoute() {
  const { query, report } = useLoaderData<typeof reportsLoader>();
  const state = usePromise(report);
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const failureText = useFailureText();
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);
  const [download, setDownload] = useState<DownloadState>({ isPending: false });

  // While another window loads, the previous report stays on screen with its window.
  const { value: shown, status } = withLastValue<{ query: typeof query; report: OccupancyReportView | undefined }>(state, { query, report: undefined });
  const loadError = state.status === 'rejected' ? failureText(state.error, formatMessage(adminErrors.fetchReportFailed, { detail: shownDetail(state.error) })) : undefined;

  const downloadCsv = async () => {
    setDownload({ isPending: true });
    try {
      // The client's default reading: the CSV comes as text, a failure's JSON as the server's { code, message }.
      const csv = await exportBookingsCsv({ from: shown.query.from, to: shown.query.to });
      const { blob, fileName } = bookingsCsvFile(csv, shown.query);
      saveFile(blob, fileName);
      setDownload({ isPending: false });
    } catch (error) {
      setDownload({ isPending: false, error: failureText(error, formatMessage(adminErrors.downloadBookingsFailed, { detail: shownDetail(error) })) });
    }
  };

  return (
    <OccupancyReport
      report={shown.report}
      query={shown.query}
      onQueryChange={(next) => setSearchParams(reportSearch(next))}
      maxNights={MAX_REPORT_NIGHTS}
      onDownloadCsv={() => void downloadCsv()}
      isDownloadingCsv={download.isPending}
      downloadError={download.error}
      status={status}
      error={loadError}
      onRetry={revalidator.revalidate}
      headingLevel={1}
    />
  );
}
