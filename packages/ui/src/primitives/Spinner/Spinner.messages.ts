import type { Message } from '../../messages/Message';

export type SpinnerMessages = {
  /** Read by screen readers when no `label` prop is given. */
  label: Message;
};

export const spinnerMessages: SpinnerMessages = {
  label: 'Loading…',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Spinner: SpinnerMessages;
  }
}
