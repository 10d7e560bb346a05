// Occupancy, the Audit Log and Calendar Sync, one chunk for the router's `lazy`: every chunk costs the home page's
// first JavaScript its file name in the preload list, and these admin screens are rarely opened.
export { AuditLogRoute, auditLogLoader } from './AuditLogRoute';
export { CalendarSyncRoute, calendarSyncLoader } from './CalendarSyncRoute';
export { OccupancyRoute, occupancyLoader } from './OccupancyRoute';
