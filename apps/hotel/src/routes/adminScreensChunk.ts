// The Admin Panel, Failed Mail, Room Rates, Occupancy, the Audit Log, Calendar Sync and the Hotel Profile, one chunk for the
// router's `lazy`: every chunk costs the home page's first JavaScript its file name in the preload list, and these
// admin screens are rarely opened.
export { AdminPanelRoute, adminPanelLoader } from './AdminPanelRoute';
export { AuditLogRoute, auditLogLoader } from './AuditLogRoute';
export { CalendarSyncRoute, calendarSyncLoader } from './CalendarSyncRoute';
export { ExistingBookingsRoute, existingBookingsLoader } from './ExistingBookingsRoute';
export { FailedMailRoute, failedMailLoader } from './FailedMailRoute';
export { HotelProfileRoute, hotelProfileLoader } from './HotelProfileRoute';
export { OccupancyRoute, occupancyLoader } from './OccupancyRoute';
export { RoomRatesRoute, roomRatesLoader } from './RoomRatesRoute';
