export { ReservationForm, type ReservationAvailability, type ReservationFormProps } from './ReservationForm';
export { reservationFormMessages, type ReservationFormMessages } from './ReservationForm.messages';
