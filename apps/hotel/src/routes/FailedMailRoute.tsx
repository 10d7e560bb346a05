import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { getOutboxMails, retryOutboxMail } from '@hotel/api-client';
import { adminErrorsMessages, FailedMailTable, formatMessage, useMessages } from '@hotel/ui';
import { timings } from '../config/timings';
import { usePromise, withLastValue } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { parsePageParam, toApiPage } from '../mappers/adminParams';
import { toFailedMailPageView, type FailedMailPageView } from '../mappers/failedMail';

/** Failed mails per page. */
const PAGE_SIZE = 20;
/** The address's page parameter (`/failed-mail?page=2`), so a reload or Back keeps the page. */
const PAGE_PARAM = 'page';

/** The page of failed mail the address names (page 1 without one). */
export const failedMailLoader = requireAdmin(({ request }) => {
  const page = parsePageParam(new URL(request.url).searchParams.get(PAGE_PARAM));
  const answer = getOutboxMails({ status: 'failed', page: toApiPage(page), size: PAGE_SIZE }, { signal: request.signal });
  return { failedMail: deferred(answer.then(toFailedMailPageView)) };
});

const noMail: FailedMailPageView = { mails: [], total: 0, page: 1, pageCount: 1 };

/** Admin list of the mails the server gave up sending; Send again queues one and reloads the page. */
export function FailedMailRoute() {
  const { failedMail } = useLoaderData<typeof failedMailLoader>();
  const state = usePromise(failedMail);
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const resend = useAction((mailId: number) => retryOutboxMail(mailId), {
    outcomeMs: timings.failedMailMessageClearMs,
    onSuccess: () => revalidator.revalidate(),
  });
  const { outcome } = resend;
  const failureText = useFailureText();
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);

  // While another page or the same one after Send again loads, the previous page stays on screen.
  const { value: shown, status } = withLastValue(state, noMail);
  const loadError = state.status === 'rejected' ? failureText(state.error, formatMessage(adminErrors.fetchFailedMailFailed, { detail: shownDetail(state.error) })) : undefined;
  const resendError = outcome?.status === 'error' ? failureText(outcome.error, formatMessage(adminErrors.resendMailFailed, { detail: shownDetail(outcome.error) })) : undefined;
  return (
    <FailedMailTable
      mails={shown.mails}
      total={shown.total}
      page={shown.page}
      pageCount={shown.pageCount}
      onPageChange={(page) => setSearchParams({ [PAGE_PARAM]: String(page) })}
      onResend={resend.run}
      resendingId={resend.pending?.[0] ?? null}
      status={status}
      error={loadError ?? resendError}
      onRetry={revalidator.revalidate}
      message={outcome?.status === 'success' ? outcome.value.message : undefined}
      headingLevel={1}
    />
  );
}
