import type { Message } from '../../messages/Message';

/** The summary's chrome texts; its 'total not positive' text is `ReservationValidation.totalNotPositive`. */
export type ReservationSummaryMessages = {
  heading: Message;
  nameLabel: Message;
  emailLabel: Message;
  checkInLabel: Message;
  checkOutLabel: Message;
  /** The number of nights (the spec calls it 'number of days'). */
  nightsLabel: Message;
  adultsLabel: Message;
  childrenLabel: Message;
  totalLabel: Message;
  /** Under the total: how it is made up, e.g. '3 nights × $150'. */
  totalBreakdown: Message<{ nights: number; price: string }>;
  /** The stay's price changed since Continue (the rates changed): the new total, the one shown before. Both formatted. */
  priceChanged: Message<{ total: string; previous: string }>;
  confirm: Message;
  /** Shown with a spinner while `isConfirming`. */
  confirming: Message;
  /** The optional back-to-the-form action. */
  edit: Message;
};

export const reservationSummaryMessages: ReservationSummaryMessages = {
  heading: 'Reservation Summary',
  nameLabel: 'Name',
  emailLabel: 'Email',
  checkInLabel: 'Check-in Date',
  checkOutLabel: 'Check-out Date',
  nightsLabel: 'Number of Days',
  adultsLabel: 'Adults',
  childrenLabel: 'Children',
  totalLabel: 'Total payment',
  totalBreakdown: ({ nights, price }) => `${nights} ${nights === 1 ? 'night' : 'nights'} × ${price}`,
  priceChanged: 'The price of this stay has changed: it is now {total} instead of {previous}. Please check it and confirm again.',
  confirm: 'Confirm Booking & proceed to payment',
  confirming: 'Booking Confirmed, redirecting to payment...',
  edit: 'Edit reservation',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ReservationSummary: ReservationSummaryMessages;
  }
}
