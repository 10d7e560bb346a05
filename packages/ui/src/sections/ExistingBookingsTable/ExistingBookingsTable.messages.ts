import type { Message } from '../../messages/Message';

export type ExistingBookingsTableMessages = {
  heading: Message;
  /** The table's screen-reader caption (the visible heading names the section). */
  tableCaption: Message;
  serialNumber: Message;
  bookingId: Message;
  roomId: Message;
  roomType: Message;
  checkInDate: Message;
  checkOutDate: Message;
  guestName: Message;
  guestEmail: Message;
  adults: Message;
  children: Message;
  totalGuests: Message;
  /** The price of the stay, fixed at booking. */
  totalPrice: Message;
  confirmationCode: Message;
  status: Message;
  actions: Message;
  /** The visible text of a row's cancel button. */
  cancel: Message;
  /**
   * The cancel button's accessible name, naming the booking. `{cancel}` is the button's visible text (`cancel`): a
   * name that contains it lets speech-input users say what they see (WCAG 2.5.3 Label in Name) in every locale.
   */
  cancelLabel: Message<{ cancel: string; code: string; id: number }>;
  /** The question before cancelling, naming the booking. */
  confirmCancelTitle: Message<{ code: string }>;
  /** Whose stay is cancelled, and that it cannot be undone. */
  confirmCancelText: Message<{ guestName: string; roomType: string; checkIn: string; checkOut: string }>;
  confirmCancelYes: Message;
  confirmCancelNo: Message;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
  /** The date filter left no rows. */
  emptyFiltered: Message;
  /** There are no bookings at all. */
  empty: Message;
};

export const existingBookingsTableMessages: ExistingBookingsTableMessages = {
  heading: 'Existing Bookings',
  tableCaption: 'Bookings',
  serialNumber: 'S/N',
  bookingId: 'Booking ID',
  roomId: 'Room ID',
  roomType: 'Room Type',
  checkInDate: 'Check-In Date',
  checkOutDate: 'Check-Out Date',
  guestName: 'Guest Name',
  guestEmail: 'Guest Email',
  adults: 'Adults',
  children: 'Children',
  totalGuests: 'Total Guest',
  totalPrice: 'Total Price',
  confirmationCode: 'Confirmation Code',
  status: 'Status',
  actions: 'Actions',
  cancel: 'Cancel',
  cancelLabel: '{cancel} booking {code}',
  confirmCancelTitle: 'Cancel booking {code}?',
  confirmCancelText: 'The stay of {guestName} in the {roomType} from {checkIn} to {checkOut} will be cancelled. This cannot be undone.',
  confirmCancelYes: 'Yes, cancel booking',
  confirmCancelNo: 'Keep booking',
  loading: 'Loading existing bookings',
  loadError: 'Failed to fetch bookings',
  emptyFiltered: 'No booking found for the selected dates',
  empty: 'There are no bookings yet.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ExistingBookingsTable: ExistingBookingsTableMessages;
  }
}
