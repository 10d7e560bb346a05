export { ExistingRoomsTable, type ExistingRoomsTableProps } from './ExistingRoomsTable';
export { existingRoomsTableMessages, type ExistingRoomsTableMessages } from './ExistingRoomsTable.messages';
