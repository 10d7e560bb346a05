import { useEffect, useRef, useState } from 'react';
import { cancelBooking, getBookingByConfirmationCode } from '@hotel/api-client';
import { FindBooking, type BookingView } from '@hotel/ui';
import { timings } from '../config/timings';
import { useTimedMessage } from '../async/useTimedMessage';
import { atLeast } from '../async/wait';
import { useAction } from '../async/useAction';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail, isAbortError, serverMessageOr } from '../mappers/errorMessage';
import { toBookingView } from '../mappers/views';
import { clearSession } from '../session/session';

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; booking: BookingView }
  | { status: 'error'; message: string };

/**
 * /logout shows the find-booking screen (spec §2) and, as its name says, ends the session once it is shown
 * (not in a loader: clearing while a guarded page is still displayed would send that page to /login).
 */
export function LogoutRoute() {
  useEffect(() => clearSession(), []);
  return <FindBookingRoute />;
}

/**
 * Find My Booking: look a booking up by its confirmation code and cancel it with that code, so guests without an
 * account can cancel too (the server accepts the code, the owner or an admin).
 */
export function FindBookingRoute() {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [cancelled, showCancelled, hideCancelled] = useTimedMessage<true>(timings.findBookingIndicatorMs);
  const controller = useRef<AbortController | null>(null);
  const cancel = useAction((booking: BookingView) => cancelBooking(booking.id, { confirmationCode: booking.confirmationCode }), {
    onSuccess: () => {
      setLookup({ status: 'idle' });
      showCancelled(true);
    },
    // The spec's 'Error cancelling booking :{detail}', as Existing Bookings shows it.
    onError: (error) => setLookup({ status: 'error', message: errorMessages.cancelBooking(bestDetail(error)) }),
  });

  useEffect(() => () => controller.current?.abort(), []);

  const find = async (code: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const { signal } = current;
    hideCancelled();
    setLookup({ status: 'searching' });
    try {
      const booking = await atLeast(timings.findBookingIndicatorMs, getBookingByConfirmationCode(code, { signal }), signal);
      setLookup({ status: 'found', booking: toBookingView(booking) });
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      setLookup({ status: 'error', message: serverMessageOr(error, errorMessages.findBooking) });
    }
  };

  return (
    <FindBooking
      status={cancelled ? 'cancelled' : lookup.status}
      booking={lookup.status === 'found' ? lookup.booking : undefined}
      error={lookup.status === 'error' ? lookup.message : undefined}
      onFind={(code) => void find(code)}
      onCancel={() => {
        if (lookup.status === 'found') cancel.run(lookup.booking);
      }}
      isCancelling={cancel.pending !== null}
      headingLevel={1}
    />
  );
}
