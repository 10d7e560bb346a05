import type { Message } from '../../messages/Message';

export type RoomSearchFormMessages = {
  /** Names the search landmark. */
  formLabel: Message;
  checkInLabel: Message;
  checkOutLabel: Message;
  adultsLabel: Message;
  childrenLabel: Message;
  search: Message;
  clearSearch: Message;
  /** Spelled so in the spec. */
  searching: Message;
};

export const roomSearchFormMessages: RoomSearchFormMessages = {
  formLabel: 'Room search',
  checkInLabel: 'Check-in date',
  checkOutLabel: 'Check-out date',
  adultsLabel: 'Adults',
  childrenLabel: 'Children',
  search: 'Search',
  clearSearch: 'Clear Search',
  searching: 'Finding availble rooms....',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomSearchForm: RoomSearchFormMessages;
  }
}
