export { HotelProfileForm, type HotelProfileFormProps } from './HotelProfileForm';
export { hotelProfileFormMessages, type HotelProfileFormMessages } from './HotelProfileForm.messages';
