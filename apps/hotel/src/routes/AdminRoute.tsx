import { AdminPanel } from '@hotel/ui';
import { paths } from '../app/paths';

export function AdminRoute() {
  return <AdminPanel manageRoomsHref={paths.existingRooms} manageBookingsHref={paths.existingBookings} headingLevel={1} />;
}
