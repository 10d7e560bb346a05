import type { Message } from '../../messages/Message';

export type ProfileMessages = {
  heading: Message;
  loading: Message;
  /** Shown while the bookings load again (after Retry). */
  bookingsLoading: Message;
  /** Accessible name of the placeholder avatar. */
  avatarLabel: Message<{ name: string }>;
  idLabel: Message;
  firstNameLabel: Message;
  lastNameLabel: Message;
  emailLabel: Message;
  rolesLabel: Message;
  closeAccount: Message;
  /** The confirmation dialog's title. */
  confirmTitle: Message;
  /** The confirmation prompt. */
  confirmText: Message;
  confirmYes: Message;
  confirmNo: Message;
};

export const profileMessages: ProfileMessages = {
  heading: 'User Information',
  loading: 'Loading user data...',
  bookingsLoading: 'Loading bookings...',
  avatarLabel: 'Profile picture of {name}',
  idLabel: 'ID',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  emailLabel: 'Email',
  rolesLabel: 'Roles',
  closeAccount: 'Close account',
  confirmTitle: 'Close account',
  confirmText: 'Are you sure you want to delete your account? This action cannot be undone.',
  confirmYes: 'Yes, close my account',
  confirmNo: 'Cancel',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Profile: ProfileMessages;
  }
}
