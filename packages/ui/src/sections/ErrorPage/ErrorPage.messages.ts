import type { Message } from '../../messages/Message';

export type ErrorPageMessages = {
  heading: Message;
  homeLink: Message;
};

export const errorPageMessages: ErrorPageMessages = {
  heading: 'Unexpected Application Error!',
  homeLink: 'Back to the home page',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ErrorPage: ErrorPageMessages;
  }
}
