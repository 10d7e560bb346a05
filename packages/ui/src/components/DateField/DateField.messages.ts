import type { Message } from '../../messages/Message';

export type DateFieldMessages = {
  /** The way to type a date, shown while the field is empty: the locale's `entry` pattern in its words. */
  placeholder: Message;
};

export const dateFieldMessages: DateFieldMessages = {
  placeholder: 'MM/DD/YYYY',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    DateField: DateFieldMessages;
  }
}
