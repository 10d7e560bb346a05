import { useEffect, useRef, useState } from 'react';
import { cancelBooking, getBookingByConfirmationCode } from '@hotel/api-client';
import { FindBooking, type BookingView } from '@hotel/ui';
import { timings } from '../config/timings';
import { useTimedMessage } from '../async/useTimedMessage';
import { atLeast } from '../async/wait';
import { useAction } from '../async/useAction';
import { errorMessages } from '../messages/errorMessages';
import { isAbortError, isConnectionFailure, serverMessageOr, useFailureText } from '../mappers/errorMessage';
import { toBookingView } from '../mappers/views';
import { clearSession } from '../session/session';

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; booking: BookingView }
  | { status: 'error'; message: string; retry?: () => void };

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
  const failureText = useFailureText();
  /** 'Error: ' and the spec's text, or the guest's-words text (with Retry) when the hotel could not be reached. */
  const showFailure = (error: unknown, specDetail: (detail: string) => string, retry: () => void) =>
    setLookup({
      status: 'error',
      message: failureText(error, errorMessages.findBookingShown(serverMessageOr(error, specDetail))),
      ...(isConnectionFailure(error) ? { retry } : {}),
    });
  const cancel = useAction((booking: BookingView) => cancelBooking(booking.id, { confirmationCode: booking.confirmationCode }), {
    onSuccess: () => {
      setLookup({ status: 'idle' });
      showCancelled(true);
    },
    onError: (error, booking) => showFailure(error, errorMessages.cancelBooking, () => cancel.run(booking)),
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
      showFailure(error, errorMessages.findBooking, () => void find(code));
    }
  };

  return (
    <FindBooking
      status={cancelled ? 'cancelled' : lookup.status}
      booking={lookup.status === 'found' ? lookup.booking : undefined}
      error={lookup.status === 'error' ? lookup.message : undefined}
      onRetry={lookup.status === 'error' ? lookup.retry : undefined}
      onFind={(code) => void find(code)}
      onCancel={() => {
        if (lookup.status === 'found') cancel.run(lookup.booking);
      }}
      isCancelling={cancel.pending !== null}
      headingLevel={1}
    />
  );
}
