import { useEffect } from 'react';
import { clearSession } from '../session/session';
import { FindMyBookingRoute } from './FindMyBookingRoute';

/**
 * /logout shows the Find My Booking screen (spec §2) and, as its name says, ends the session once it is shown
 * (not in a loader: clearing while a guarded page is still displayed would send that page to /login).
 */
export function LogoutRoute() {
  useEffect(() => clearSession(), []);
  return <FindMyBookingRoute />;
}
