import { useState } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import { cancelBooking, getAllBookings } from '@hotel/api-client';
import { adminErrorsMessages, ExistingBookingsTable, formatMessage, serverNoticesMessages, useMessages, type IsoDateRange } from '@hotel/ui';
import { timings } from '../config/timings';
import { usePromise, withLastValue } from '../async/usePromise';
import { atLeast, deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { useServerErrorMessages } from '../mappers/serverErrorText';
import { bookingViewer, toBookingView } from '../mappers/bookingViews';
import { bookingsRangeOf } from '../mappers/adminParams';

/** All bookings, shown no sooner than the spec's 1 s delay (the delay and the call run together). */
export const existingBookingsLoader = requireAdmin(({ request }) => {
  const { signal } = request;
  const bookings = atLeast(timings.existingBookingsLoadDelayMs, getAllBookings({ signal }), signal);
  return { bookings: deferred(bookings.then((list) => list.map((booking) => toBookingView(booking, bookingViewer(true))))) };
});

/**
 * Admin list of bookings with the date-range filter (from the address when a stay on Occupancy opened it); cancelling
 * one reloads the list.
 */
export function ExistingBookingsRoute() {
  const { bookings } = useLoaderData<typeof existingBookingsLoader>();
  const state = usePromise(bookings);
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const [range, setRange] = useState<IsoDateRange | null>(() => bookingsRangeOf(searchParams));
  const cancel = useAction((bookingId: number) => cancelBooking(bookingId), {
    outcomeMs: timings.bookingsMessageClearMs,
    onSuccess: () => revalidator.revalidate(),
  });
  const { outcome } = cancel;
  const failureText = useFailureText();
  const t = useServerErrorMessages();
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);
  const notices = useMessages('ServerNotices', serverNoticesMessages);

  const { value: shown, status } = withLastValue(state, []);
  const loadError = state.status === 'rejected' ? failureText(state.error, formatMessage(adminErrors.fetchBookingsFailed, { detail: shownDetail(state.error) })) : undefined;
  const cancelError =
    outcome?.status === 'error'
      ? failureText(outcome.error, formatMessage(t.cancelBookingFailed, { detail: shownDetail(outcome.error) }))
      : undefined;
  return (
    <ExistingBookingsTable
      bookings={shown}
      status={status}
      error={loadError ?? cancelError}
      onRetry={revalidator.revalidate}
      message={outcome?.status === 'success' ? notices.bookingCancelled : undefined}
      range={range}
      onRangeChange={setRange}
      onCancel={cancel.run}
      cancellingId={cancel.pending?.[0] ?? null}
      headingLevel={1}
    />
  );
}
