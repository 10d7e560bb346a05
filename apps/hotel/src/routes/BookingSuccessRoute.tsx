import { useLocation } from 'react-router-dom';
import { Alert, BookingResult, formatMessage, Link, noBookingResultMessages, serverNoticesMessages, Stack, useMessages } from '@hotel/ui';
import { paths } from '../config/paths';
import { readBookingOutcome } from '../mappers/screenState';

/** The booking's result, handed over in location state by the booking screen. */
export function BookingSuccessRoute() {
  const outcome = readBookingOutcome(useLocation().state);
  const notices = useMessages('ServerNotices', serverNoticesMessages);
  const missing = useMessages('NoBookingResult', noBookingResultMessages);
  if (!outcome) {
    return (
      <Stack gap={4}>
        <Alert tone="warning">{missing.body}</Alert>
        <div>
          <Link href={paths.home}>{missing.home}</Link>
        </div>
      </Stack>
    );
  }
  // The server's text names the confirmation code: the kit's says it in the reader's language.
  const shown =
    outcome.kind === 'success' && outcome.confirmationCode
      ? { ...outcome, message: formatMessage(notices.bookingCreated, { code: outcome.confirmationCode }) }
      : outcome;
  return <BookingResult outcome={shown} findBookingHref={paths.findBooking} homeHref={paths.home} headingLevel={1} />;
}
