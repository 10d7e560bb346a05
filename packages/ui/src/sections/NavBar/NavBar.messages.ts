import type { Message } from '../../messages/Message';

export type NavBarMessages = {
  /** Names the `<nav>` landmark. */
  navigationLabel: Message;
  browseAllRooms: Message;
  admin: Message;
  findMyBooking: Message;
  /** The Account menu button. */
  account: Message;
  login: Message;
  profile: Message;
  logout: Message;
  /** The toggle that shows the links on narrow screens. */
  menuToggle: Message;
};

export const navBarMessages: NavBarMessages = {
  navigationLabel: 'Main',
  browseAllRooms: 'Browse all rooms',
  admin: 'Admin',
  findMyBooking: 'Find my booking',
  account: 'Account',
  login: 'Login',
  profile: 'Profile',
  logout: 'Logout',
  menuToggle: 'Menu',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    NavBar: NavBarMessages;
  }
}
