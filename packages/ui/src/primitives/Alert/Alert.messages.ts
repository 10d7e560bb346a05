import type { Message } from '../../messages/Message';

export type AlertMessages = {
  /** Accessible name of the close button shown when `onDismiss` is set. */
  dismiss: Message;
};

export const alertMessages: AlertMessages = {
  dismiss: 'Dismiss',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Alert: AlertMessages;
  }
}
