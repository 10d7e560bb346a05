/** The admin screens' names in the document title, as PageTitles names the others: apart, for the admin's pages only. */
export type AdminPageTitlesMessages = {
  admin: string;
  existingRooms: string;
  roomRates: string;
  existingBookings: string;
  failedMail: string;
  occupancy: string;
  auditLog: string;
  hotelProfile: string;
  reports: string;
  calendarSync: string;
};

export const adminPageTitlesMessages: AdminPageTitlesMessages = {
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
};

declare module './allMessages' {
  interface AllMessages {
    AdminPageTitles: AdminPageTitlesMessages;
  }
}
