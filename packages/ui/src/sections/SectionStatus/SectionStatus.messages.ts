import type { Message } from '../../messages/Message';

export type SectionStatusMessages = {
  /** The button that loads a failed section again. */
  retry: Message;
  /** A failed load when neither the app nor the section gave a text. */
  loadFailed: Message;
  /**
   * Failures told in the guest's words, for the app to pass as a section's `error`: no answer came from the hotel
   * (offline, or the server is down).
   */
  unreachable: Message;
  /** The hotel did not answer in time. */
  timedOut: Message;
};

export const sectionStatusMessages: SectionStatusMessages = {
  retry: 'Retry',
  loadFailed: 'This could not be loaded.',
  unreachable: "We couldn't reach the hotel. Check your connection and try again.",
  timedOut: 'The hotel is taking too long to answer. Please try again.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    SectionStatus: SectionStatusMessages;
  }
}
