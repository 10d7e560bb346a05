import type { Message } from '../../messages/Message';

export type BookingHistoryTableMessages = {
  caption: Message;
  bookingIdHeader: Message;
  roomIdHeader: Message;
  roomTypeHeader: Message;
  checkInHeader: Message;
  checkOutHeader: Message;
  confirmationCodeHeader: Message;
  /** The price of the stay, fixed at booking. */
  totalPriceHeader: Message;
  statusHeader: Message;
  empty: Message;
};

export const bookingHistoryTableMessages: BookingHistoryTableMessages = {
  caption: 'Booking History',
  bookingIdHeader: 'Booking ID',
  roomIdHeader: 'Room ID',
  roomTypeHeader: 'Room Type',
  checkInHeader: 'Check In Date',
  checkOutHeader: 'Check Out Date',
  confirmationCodeHeader: 'Confirmation Code',
  totalPriceHeader: 'Total Price',
  statusHeader: 'Status',
  empty: 'You have not made any bookings yet.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    BookingHistoryTable: BookingHistoryTableMessages;
  }
}
