import type { Message } from '../../messages/Message';

export type AdminPanelMessages = {
  /** The panel's heading (spelled so in the spec). */
  heading: Message;
  /** Names the list of admin links. */
  linksLabel: Message;
  manageRooms: Message;
  manageBookings: Message;
  failedMail: Message;
  occupancy: Message;
  auditLog: Message;
  reports: Message;
  hotelProfile: Message;
};

export const adminPanelMessages: AdminPanelMessages = {
  heading: 'Welcome to Adimin Panel',
  linksLabel: 'Admin tasks',
  manageRooms: 'Manage Rooms',
  manageBookings: 'Manage Bookings',
  failedMail: 'Failed Mail',
  occupancy: 'Occupancy',
  auditLog: 'Audit Log',
  reports: 'Reports',
  hotelProfile: 'Hotel Profile',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    AdminPanel: AdminPanelMessages;
  }
}
