export { BookingDateRangeFilter, type BookingDateRangeFilterProps } from './BookingDateRangeFilter';
export { bookingDateRangeFilterMessages, type BookingDateRangeFilterMessages } from './BookingDateRangeFilter.messages';
