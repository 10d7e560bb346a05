import type { Message } from '../../messages/Message';

/** One word per booking status, the same on every screen (profile, Find My Booking, Existing Bookings). */
export type BookingStatusBadgeMessages = {
  /** A confirmed booking: the spec's word ('On-going', the profile's status text). */
  confirmed: Message;
  cancelled: Message;
  /** A stay whose check-out day has come. */
  finished: Message;
};

export const bookingStatusBadgeMessages: BookingStatusBadgeMessages = {
  confirmed: 'On-going',
  cancelled: 'Cancelled',
  finished: 'Finished',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    BookingStatusBadge: BookingStatusBadgeMessages;
  }
}
