import type { Message } from '../../messages/Message';

export type BookingInfoMessages = {
  heading: Message;
  confirmationCodeLabel: Message;
  /** The room number is the room's id. */
  roomNumberLabel: Message;
  roomTypeLabel: Message;
  checkInLabel: Message;
  checkOutLabel: Message;
  fullNameLabel: Message;
  emailLabel: Message;
  adultsLabel: Message;
  childrenLabel: Message;
  totalGuestsLabel: Message;
  /** The price of the stay, fixed at booking. */
  totalPriceLabel: Message;
  statusLabel: Message;
  cancel: Message;
  /** The question before cancelling, naming the booking. */
  confirmCancelTitle: Message<{ code: string }>;
  /** What cancelling does to which stay. */
  confirmCancelText: Message<{ roomType: string; checkIn: string; checkOut: string }>;
  confirmCancelYes: Message;
  confirmCancelNo: Message;
};

export const bookingInfoMessages: BookingInfoMessages = {
  heading: 'Booking Information',
  confirmationCodeLabel: 'Confirmation Code',
  roomNumberLabel: 'Room Number',
  roomTypeLabel: 'Room Type',
  checkInLabel: 'Check-in Date',
  checkOutLabel: 'Check-out Date',
  fullNameLabel: 'Full Name',
  emailLabel: 'Email Address',
  adultsLabel: 'Adults',
  childrenLabel: 'Children',
  totalGuestsLabel: 'Total Guest',
  totalPriceLabel: 'Total Price',
  statusLabel: 'Status',
  cancel: 'Cancel Booking',
  confirmCancelTitle: 'Cancel booking {code}?',
  confirmCancelText: 'Your stay in the {roomType} from {checkIn} to {checkOut} will be cancelled. This cannot be undone.',
  confirmCancelYes: 'Yes, cancel booking',
  confirmCancelNo: 'Keep booking',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    BookingInfo: BookingInfoMessages;
  }
}
