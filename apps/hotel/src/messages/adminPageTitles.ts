/**
 * The admin screens' names in the document title, as pageTitles.ts names the others: apart, so they load with the
 * admin screens' chunk instead of the home page's first JavaScript.
 */
export const adminPageTitles = {
  admin: 'Admin Panel',
  existingRooms: 'Existing Rooms',
  roomRates: 'Room Rates',
  existingBookings: 'Existing Bookings',
  failedMail: 'Failed Mail',
  occupancy: 'Occupancy',
  auditLog: 'Audit Log',
  hotelProfile: 'Hotel Profile',
  reports: 'Reports',
  calendarSync: 'Calendar Sync',
} as const;
