import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cancelBooking, getBookingByConfirmationCode } from '@hotel/api-client';
import { FindBooking, formatMessage, type BookingView } from '@hotel/ui';
import { timings } from '../config/timings';
import { useTimedMessage } from '../async/useTimedMessage';
import { atLeast } from '../async/wait';
import { useAction } from '../async/useAction';
import { useLatestRequest } from '../async/useLatestRequest';
import { isConnectionFailure, serverMessageOr, useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useServerErrorText, useShownDetail } from '../mappers/serverErrorText';
import { bookingViewer, toBookingView } from '../mappers/bookingViews';
import { isAdmin, readSession } from '../session/session';
import { findBookingCodeParam } from '../config/paths';

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; booking: BookingView }
  | { status: 'error'; error: unknown; failedCall: { lookUp: string } | { cancel: BookingView } };

/**
 * Find My Booking: look a booking up by its confirmation code and cancel it with that code, so guests without an
 * account can cancel too (the server accepts the code, the owner or an admin). A link with `?code=` (the booking
 * mails carry one) fills the code in and looks it up at once.
 */
export function FindMyBookingRoute() {
  const [searchParams] = useSearchParams();
  const linkedCode = searchParams.get(findBookingCodeParam)?.trim() || undefined;
  // Another linked code starts the screen over.
  return <FindMyBookingScreen key={linkedCode} linkedCode={linkedCode} />;
}

function FindMyBookingScreen({ linkedCode }: { linkedCode: string | undefined }) {
  const [lookup, setLookup] = useState<Lookup>(linkedCode ? { status: 'searching' } : { status: 'idle' });
  const [cancelled, showCancelled, hideCancelled] = useTimedMessage<true>(timings.findBookingIndicatorMs);
  const { run } = useLatestRequest();
  const failureText = useFailureText();
  const t = useServerErrorMessages();
  const serverErrorText = useServerErrorText();
  const shownDetail = useShownDetail();
  const cancel = useAction((booking: BookingView) => cancelBooking(booking.id, { confirmationCode: booking.confirmationCode }), {
    onSuccess: () => {
      setLookup({ status: 'idle' });
      showCancelled(true);
    },
    onError: (error, booking) => setLookup({ status: 'error', error, failedCall: { cancel: booking } }),
  });

  /** What the server answers for `code` (the previous question is dropped); undefined when dropped itself. */
  const lookUp = useCallback(
    async (code: string): Promise<Lookup | undefined> => {
      const answer = await run((signal) => atLeast(timings.findBookingIndicatorMs, getBookingByConfirmationCode(code, { signal }), signal));
      if (!answer) return undefined;
      return answer.status === 'fulfilled'
        ? { status: 'found', booking: toBookingView(answer.value, bookingViewer(isAdmin(readSession()))) }
        : { status: 'error', error: answer.error, failedCall: { lookUp: code } };
    },
    [run],
  );

  useEffect(() => {
    if (linkedCode) void lookUp(linkedCode).then((answer) => answer && setLookup(answer));
  }, [linkedCode, lookUp]);

  const find = (code: string) => {
    hideCancelled();
    setLookup({ status: 'searching' });
    void lookUp(code).then((answer) => answer && setLookup(answer));
  };

  // 'Error: ' and the spec's text (the server's in the reader's language), or the guest's-words text with Retry when
  // the hotel could not be reached.
  const failure = lookup.status === 'error' ? lookup : null;
  const failureMessage = failure
    ? failureText(
        failure.error,
        formatMessage(t.findBookingFailed, {
          // The spec's 'Error cancelling booking :{detail}' for a cancellation, as Existing Bookings shows it.
          message:
            'lookUp' in failure.failedCall
              ? (serverErrorText(failure.error) ?? serverMessageOr(failure.error, (detail) => formatMessage(t.findBookingNoText, { detail })))
              : formatMessage(t.cancelBookingFailed, { detail: shownDetail(failure.error) }),
        }),
      )
    : undefined;
  const retry =
    failure && isConnectionFailure(failure.error)
      ? () => ('lookUp' in failure.failedCall ? find(failure.failedCall.lookUp) : cancel.run(failure.failedCall.cancel))
      : undefined;

  return (
    <FindBooking
      defaultCode={linkedCode}
      status={cancelled ? 'cancelled' : lookup.status}
      booking={lookup.status === 'found' ? lookup.booking : undefined}
      error={failureMessage}
      onRetry={retry}
      onFind={find}
      onCancel={() => {
        if (lookup.status === 'found') cancel.run(lookup.booking);
      }}
      isCancelling={cancel.pending !== null}
      headingLevel={1}
    />
  );
}
