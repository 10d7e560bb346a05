import type { Message } from '../../messages/Message';

export type ExistingRoomsTableMessages = {
  heading: Message;
  /** The table's screen-reader caption (the visible heading names the section). */
  tableCaption: Message;
  addRoom: Message;
  id: Message;
  roomType: Message;
  roomPrice: Message;
  actions: Message;
  /** Accessible names (and tooltips) of a row's icon actions. */
  viewRoom: Message<{ id: number; roomType: string }>;
  editRoom: Message<{ id: number; roomType: string }>;
  /** A row's link to the room's rates (shown when the app passes `getRatesHref`). */
  roomRates: Message<{ id: number; roomType: string }>;
  /** A row's link to the room's calendar sync (shown when the app passes `getCalendarSyncHref`). */
  calendarSync: Message<{ id: number; roomType: string }>;
  deleteRoom: Message<{ id: number; roomType: string }>;
  /** The question before deleting, naming the room. */
  confirmDeleteTitle: Message<{ id: number; roomType: string }>;
  /** What deleting does, and that it cannot be undone. */
  confirmDeleteText: Message<{ id: number; roomType: string }>;
  confirmDeleteYes: Message;
  confirmDeleteNo: Message;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
  /** No rooms to list. */
  empty: Message;
};

export const existingRoomsTableMessages: ExistingRoomsTableMessages = {
  heading: 'Existing Rooms',
  tableCaption: 'Rooms',
  addRoom: 'Add Room',
  id: 'ID',
  roomType: 'Room Type',
  roomPrice: 'Room Price',
  actions: 'Actions',
  viewRoom: 'View room {id}',
  editRoom: 'Edit room {id}',
  roomRates: 'Rates of room {id}',
  calendarSync: 'Calendar sync of room {id}',
  deleteRoom: 'Delete room {id}',
  confirmDeleteTitle: 'Delete room {id} ({roomType})?',
  confirmDeleteText: 'Room {id} ({roomType}) will be removed from the hotel’s rooms. This cannot be undone.',
  confirmDeleteYes: 'Yes, delete room',
  confirmDeleteNo: 'Keep room',
  loading: 'Loading existing rooms',
  loadError: 'Error fetching rooms',
  empty: 'No rooms found.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ExistingRoomsTable: ExistingRoomsTableMessages;
  }
}
