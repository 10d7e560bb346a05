// Occupancy and the Audit Log, one chunk for the router's `lazy`: every chunk costs the home page's first JavaScript
// its file name in the preload list, and both screens are opened from the Admin Panel.
export { AuditLogRoute, auditLogLoader } from './AuditLogRoute';
export { OccupancyRoute, occupancyLoader } from './OccupancyRoute';
