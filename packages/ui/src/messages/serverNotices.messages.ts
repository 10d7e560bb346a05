import type { Message } from './Message';

/**
 * The texts the app shows when a call to the server succeeded, by the call (the server answers an English `message`;
 * the app shows its own in the reader's language). English is the server's wording, which the spec shows, word for
 * word.
 */
export type ServerNoticesMessages = {
  /** A room booked: `code` is the booking's confirmation code. */
  bookingCreated: Message<{ code: string }>;
  /** A booking cancelled by an administrator (Existing Bookings). */
  bookingCancelled: Message;
  /** An account registered: a code went to its email. */
  registered: Message;
  /** The sign-up code accepted. */
  otpVerified: Message;
  /** A new sign-up code sent. */
  otpResent: Message;
  /** The reader's account closed. */
  accountClosed: Message;
};

export const serverNoticesMessages: ServerNoticesMessages = {
  bookingCreated: 'Room booked successfully, Your booking confirmation code is :{code}',
  bookingCancelled: 'Booking has been cancelled successfully!',
  registered: 'Registration successful! Please check your email for OTP.',
  otpVerified: 'OTP verified successfully! You can now log in.',
  otpResent: 'A new OTP has been sent to your email.',
  accountClosed: 'User deleted successfully',
};

declare module './allMessages' {
  interface AllMessages {
    ServerNotices: ServerNoticesMessages;
  }
}
