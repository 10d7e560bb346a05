export { BookingInfo, type BookingInfoProps } from './BookingInfo';
export { bookingInfoMessages, type BookingInfoMessages } from './BookingInfo.messages';
