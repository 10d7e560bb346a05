export { ReservationSummary, type ReservationSummaryProps } from './ReservationSummary';
export { reservationSummaryMessages, type ReservationSummaryMessages } from './ReservationSummary.messages';
