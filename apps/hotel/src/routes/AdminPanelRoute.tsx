import { AdminPanel } from '@hotel/ui';
import { paths } from '../config/paths';
import { requireAdmin } from '../shared/guards';

export const adminPanelLoader = requireAdmin(() => null);

export function AdminPanelRoute() {
  return <AdminPanel manageRoomsHref={paths.existingRooms} manageBookingsHref={paths.existingBookings} failedMailHref={paths.failedMail} occupancyHref={paths.occupancy} auditLogHref={paths.auditLog} reportsHref={paths.reports} hotelProfileHref={paths.hotelProfile} headingLevel={1} />;
}
