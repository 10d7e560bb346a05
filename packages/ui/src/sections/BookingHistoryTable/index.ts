export { BookingHistoryTable, type BookingHistoryTableProps } from './BookingHistoryTable';
export { bookingHistoryTableMessages, type BookingHistoryTableMessages } from './BookingHistoryTable.messages';
