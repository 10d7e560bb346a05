import { useLocation } from 'react-router-dom';
import { Alert, BookingResult, Link, Stack } from '@hotel/ui';
import { paths } from '../config/paths';
import { screenMessages } from '../messages/screenMessages';
import { readBookingOutcome } from '../mappers/screenState';

/** The booking's result, handed over in location state by the booking screen. */
export function BookingSuccessRoute() {
  const outcome = readBookingOutcome(useLocation().state);
  if (!outcome) {
    return (
      <Stack gap={4}>
        <Alert tone="warning">{screenMessages.noBookingResult.body}</Alert>
        <div>
          <Link href={paths.home}>{screenMessages.noBookingResult.home}</Link>
        </div>
      </Stack>
    );
  }
  return <BookingResult outcome={outcome} findBookingHref={paths.findBooking} homeHref={paths.home} headingLevel={1} />;
}
