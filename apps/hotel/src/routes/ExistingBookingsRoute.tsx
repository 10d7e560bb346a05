import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { cancelBooking, getAllBookings } from '@hotel/api-client';
import { ExistingBookingsTable, type BookingView, type IsoDateRange } from '@hotel/ui';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { usePromise, withLastValue } from '../async/usePromise';
import { useTimedMessage } from '../async/useTimedMessage';
import { atLeast, deferred } from '../async/wait';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail } from '../mappers/errorMessage';
import { toBookingView } from '../mappers/views';
import { isAdmin, readSession } from '../session/session';

const noBookings: Promise<BookingView[]> = new Promise(() => undefined);

/** All bookings, shown no sooner than the spec's 1 s delay (the delay and the call run together). */
export function existingBookingsLoader({ request }: LoaderFunctionArgs) {
  if (!isAdmin(readSession())) return { bookings: noBookings };
  const { signal } = request;
  const bookings = atLeast(timings.existingBookingsLoadDelayMs, getAllBookings({ signal }), signal);
  return { bookings: deferred(bookings.then((list) => list.map(toBookingView))) };
}

/** Admin list of bookings with the date-range filter; cancelling one reloads the list. */
export function ExistingBookingsRoute() {
  const { bookings } = useLoaderData<typeof existingBookingsLoader>();
  const state = usePromise(bookings);
  const revalidator = useRevalidator();
  const isMounted = useIsMounted();
  const [range, setRange] = useState<IsoDateRange | null>(null);
  const [cancellingId, setCancellingId] = useState<number | null>(null);
  const [message, showMessage, clearMessage] = useTimedMessage(timings.bookingsMessageClearMs);
  const [cancelError, showCancelError, clearCancelError] = useTimedMessage(timings.bookingsMessageClearMs);

  const cancel = async (bookingId: number) => {
    if (cancellingId !== null) return;
    setCancellingId(bookingId);
    clearMessage();
    clearCancelError();
    try {
      const { message: done } = await cancelBooking(bookingId);
      if (!isMounted()) return;
      showMessage(done);
      await revalidator.revalidate();
    } catch (failure) {
      if (isMounted()) showCancelError(errorMessages.cancelBooking(bestDetail(failure)));
    } finally {
      if (isMounted()) setCancellingId(null);
    }
  };

  const { value: shown, status } = withLastValue(state, []);
  const loadError = state.status === 'rejected' ? errorMessages.fetchBookings(bestDetail(state.error)) : null;
  return (
    <ExistingBookingsTable
      bookings={shown}
      status={status}
      error={loadError ?? cancelError ?? undefined}
      message={message ?? undefined}
      range={range}
      onRangeChange={setRange}
      onCancel={(bookingId) => void cancel(bookingId)}
      cancellingId={cancellingId}
      headingLevel={1}
    />
  );
}
