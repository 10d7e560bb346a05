import type { Message } from '../../messages/Message';

export type BookingInfoMessages = {
  heading: Message;
  confirmationCodeLabel: Message;
  /** The room number is the room's id (spec §2). */
  roomNumberLabel: Message;
  roomTypeLabel: Message;
  checkInLabel: Message;
  checkOutLabel: Message;
  fullNameLabel: Message;
  emailLabel: Message;
  adultsLabel: Message;
  childrenLabel: Message;
  totalGuestsLabel: Message;
  statusLabel: Message;
  statusConfirmed: Message;
  statusCancelled: Message;
  cancel: Message;
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
  statusLabel: 'Status',
  statusConfirmed: 'Confirmed',
  statusCancelled: 'Cancelled',
  cancel: 'Cancel Booking',
};
