import type { Message } from '../../messages/Message';

export type BookingResultMessages = {
  successHeading: Message;
  errorHeading: Message;
  /** Names the confirmation code when the app passes it. */
  codeLabel: Message;
  /** Under the code: what it is for. */
  codeHint: Message;
  /** The price of the stay, when the app passes it. */
  total: Message<{ amount: string }>;
  /** Link to Find My Booking. */
  findBooking: Message;
  /** Link to the home page. */
  home: Message;
};

export const bookingResultMessages: BookingResultMessages = {
  successHeading: 'Booking Success!',
  errorHeading: 'Error Booking Room!',
  codeLabel: 'Your booking confirmation code',
  codeHint: 'Keep it to find or cancel your booking.',
  total: 'Total price of your stay: {amount}',
  findBooking: 'Find my booking',
  home: 'Back to home',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    BookingResult: BookingResultMessages;
  }
}
