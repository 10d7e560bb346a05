export { ReservationForm, type ReservationFormProps } from './ReservationForm';
export { reservationFormMessages, type ReservationFormMessages } from './ReservationForm.messages';
