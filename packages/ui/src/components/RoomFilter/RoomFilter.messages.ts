import type { Message } from '../../messages/Message';

export type RoomFilterMessages = {
  /** The select's visible label. */
  label: Message;
  /** The empty first choice: no filter. */
  placeholder: Message;
  clearFilter: Message;
};

export const roomFilterMessages: RoomFilterMessages = {
  label: 'Filter rooms by type',
  placeholder: 'select a room type to filter....',
  clearFilter: 'Clear Filter',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomFilter: RoomFilterMessages;
  }
}
