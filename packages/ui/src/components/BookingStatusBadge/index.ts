export { BookingStatusBadge, type BookingStatusBadgeProps } from './BookingStatusBadge';
export { bookingStatusBadgeMessages, type BookingStatusBadgeMessages } from './BookingStatusBadge.messages';
