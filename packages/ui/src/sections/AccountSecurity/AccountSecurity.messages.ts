import type { Message } from '../../messages/Message';

export type AccountSecurityMessages = {
  heading: Message;
  changePasswordHeading: Message;
  currentPasswordLabel: Message;
  newPasswordLabel: Message;
  newPasswordHint: Message<{ min: number }>;
  confirmPasswordLabel: Message;
  changePassword: Message;
  /** After a change: this device stays logged in, every other one is logged out. */
  passwordChanged: Message;
  sessionsHeading: Message;
  sessionsIntro: Message;
  logOutEverywhere: Message;
};

export const accountSecurityMessages: AccountSecurityMessages = {
  heading: 'Password and sessions',
  changePasswordHeading: 'Change password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  newPasswordHint: 'At least {min} characters.',
  confirmPasswordLabel: 'Confirm new password',
  changePassword: 'Change password',
  passwordChanged: 'Your password has been changed. You stay logged in here; every other device has been logged out.',
  sessionsHeading: 'Log out of all devices',
  sessionsIntro: 'Lost a phone, or logged in on a shared computer? This ends every session of your account, this one too.',
  logOutEverywhere: 'Log out of all devices',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    AccountSecurity: AccountSecurityMessages;
  }
}
