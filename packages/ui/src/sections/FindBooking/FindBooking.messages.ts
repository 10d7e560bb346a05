import type { Message } from '../../messages/Message';

export type FindBookingMessages = {
  heading: Message;
  codeLabel: Message;
  codePlaceholder: Message;
  /** Shown at the field when Find booking is pressed with an empty code. */
  codeRequired: Message;
  find: Message;
  /** The empty state before any search. */
  idle: Message;
  searching: Message;
  cancelled: Message;
};

export const findBookingMessages: FindBookingMessages = {
  heading: 'Find My Booking',
  codeLabel: 'Confirmation code',
  codePlaceholder: 'Enter the booking confirmation code',
  codeRequired: 'Please enter the booking confirmation code.',
  find: 'Find booking',
  idle: 'find booking...',
  searching: 'Finding your booking...',
  cancelled: 'Booking has been cancelled successfully!',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    FindBooking: FindBookingMessages;
  }
}
