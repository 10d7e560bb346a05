import type { Message } from '../../messages/Message';

export type AdminPanelMessages = {
  /** The panel's heading (spec §2, spelled so). */
  heading: Message;
  /** Names the list of admin links. */
  linksLabel: Message;
  manageRooms: Message;
  manageBookings: Message;
};

export const adminPanelMessages: AdminPanelMessages = {
  heading: 'Welcome to Adimin Panel',
  linksLabel: 'Admin tasks',
  manageRooms: 'Manage Rooms',
  manageBookings: 'Manage Bookings',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    AdminPanel: AdminPanelMessages;
  }
}
