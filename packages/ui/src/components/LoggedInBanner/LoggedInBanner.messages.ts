import type { Message } from '../../messages/Message';

export type LoggedInBannerMessages = {
  /** Spelled so in the spec. */
  loggedInAs: Message<{ userId: string }>;
};

export const loggedInBannerMessages: LoggedInBannerMessages = {
  loggedInAs: 'You are logged-In as {userId}',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    LoggedInBanner: LoggedInBannerMessages;
  }
}
