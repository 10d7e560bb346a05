import { useMemo } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { getAuditLog } from '@hotel/api-client';
import { adminErrorsMessages, AuditLogTable, formatMessage, useMessages } from '@hotel/ui';
import { usePromise, withLastValue } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { auditKinds, auditSearch, parseAuditQuery, toAuditApiParams, toAuditPageView, type AuditPageView } from '../mappers/auditLog';

/** Entries per page. */
const PAGE_SIZE = 20;

/** The page of the audit log the address names, filtered as it says. */
export const auditLogLoader = requireAdmin(({ request }) => {
  const { page, filter } = parseAuditQuery(new URL(request.url).searchParams);
  const answer = getAuditLog(toAuditApiParams(filter, page, PAGE_SIZE), { signal: request.signal });
  return { auditLog: deferred(answer.then(toAuditPageView)) };
});

const noEntries: AuditPageView = { entries: [], total: 0, page: 1, pageCount: 1 };

/** Admin list of who changed what; the filter and the page live in the address. */
export function AuditLogRoute() {
  const { auditLog } = useLoaderData<typeof auditLogLoader>();
  const state = usePromise(auditLog);
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const failureText = useFailureText();
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);
  const query = searchParams.toString();
  // One filter object per address, so the form keeps what is typed until the address changes.
  const { filter } = useMemo(() => parseAuditQuery(new URLSearchParams(query)), [query]);

  // While another page loads, the previous one stays on screen.
  const { value: shown, status } = withLastValue(state, noEntries);
  const loadError = state.status === 'rejected' ? failureText(state.error, formatMessage(adminErrors.fetchAuditLogFailed, { detail: shownDetail(state.error) })) : undefined;
  return (
    <AuditLogTable
      entries={shown.entries}
      total={shown.total}
      page={shown.page}
      pageCount={shown.pageCount}
      onPageChange={(page) => setSearchParams(auditSearch(filter, page))}
      filter={filter}
      onFilterChange={(next) => setSearchParams(auditSearch(next))}
      kinds={auditKinds}
      status={status}
      error={loadError}
      onRetry={revalidator.revalidate}
      headingLevel={1}
    />
  );
}
