import type { Message } from '../../messages/Message';

/** The form's chrome texts; its validation texts are the `ReservationValidation` group. */
export type ReservationFormMessages = {
  /** Names the form. */
  heading: Message;
  fullNameLabel: Message;
  emailLabel: Message;
  /** Under the read-only email: where it comes from. */
  emailReadOnlyDescription: Message;
  /** Legend around the two dates. */
  periodLegend: Message;
  checkInLabel: Message;
  checkOutLabel: Message;
  /** Legend around the two guest counts. */
  guestsLegend: Message;
  adultsLabel: Message;
  childrenLabel: Message;
  continue: Message;
  /** After Continue: the server says the room is free for the stay. */
  available: Message;
  /** After Continue: the room is taken for some night of the stay. */
  unavailable: Message;
};

export const reservationFormMessages: ReservationFormMessages = {
  heading: 'Reserve Room',
  fullNameLabel: 'Full name',
  emailLabel: 'Email',
  emailReadOnlyDescription: 'The email of your account.',
  periodLegend: 'Lodging period',
  checkInLabel: 'Check-in date',
  checkOutLabel: 'Check-out date',
  guestsLegend: 'Number of guests',
  adultsLabel: 'Adults',
  childrenLabel: 'Children',
  continue: 'Continue',
  available: 'Good news: this room is available for your dates.',
  unavailable: 'Sorry, this room is already booked for some of these dates. Please choose other dates.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ReservationForm: ReservationFormMessages;
  }
}
