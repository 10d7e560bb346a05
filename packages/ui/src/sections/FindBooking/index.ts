export { FindBooking, type FindBookingProps, type FindBookingStatus } from './FindBooking';
export { findBookingMessages, type FindBookingMessages } from './FindBooking.messages';
