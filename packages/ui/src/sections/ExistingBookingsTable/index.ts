export { ExistingBookingsTable, type ExistingBookingsTableProps } from './ExistingBookingsTable';
export { existingBookingsTableMessages, type ExistingBookingsTableMessages } from './ExistingBookingsTable.messages';
