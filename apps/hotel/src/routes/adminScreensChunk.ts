// The admin screens, one chunk for the router's `lazy` (the Admin Panel, Existing Rooms, Existing Bookings, Failed
// Mail, Room Rates, Occupancy, the Audit Log, Calendar Sync, the Hotel Profile): every chunk costs the home page's
// first JavaScript its file name in the preload list, and guests never open these. Add Room and Edit Room stay apart:
// a trial chunk holding them made Home's first JavaScript 2 KB larger.
export { AdminPanelRoute, adminPanelLoader } from './AdminPanelRoute';
export { AuditLogRoute, auditLogLoader } from './AuditLogRoute';
export { CalendarSyncRoute, calendarSyncLoader } from './CalendarSyncRoute';
export { ExistingBookingsRoute, existingBookingsLoader } from './ExistingBookingsRoute';
export { ExistingRoomsRoute, existingRoomsLoader } from './ExistingRoomsRoute';
export { FailedMailRoute, failedMailLoader } from './FailedMailRoute';
export { HotelProfileRoute, hotelProfileLoader } from './HotelProfileRoute';
export { OccupancyRoute, occupancyLoader } from './OccupancyRoute';
export { RoomRatesRoute, roomRatesLoader } from './RoomRatesRoute';
