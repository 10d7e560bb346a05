export { BookingResult, type BookingOutcome, type BookingResultProps } from './BookingResult';
export { bookingResultMessages, type BookingResultMessages } from './BookingResult.messages';
