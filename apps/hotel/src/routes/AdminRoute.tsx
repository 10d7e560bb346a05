import { AdminPanel } from '@hotel/ui';
import { paths } from '../app/paths';
import { requireAdmin } from '../app/guards';

export const adminLoader = requireAdmin(() => null);

export function AdminRoute() {
  return <AdminPanel manageRoomsHref={paths.existingRooms} manageBookingsHref={paths.existingBookings} headingLevel={1} />;
}
