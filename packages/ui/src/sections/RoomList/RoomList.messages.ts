import type { Message } from '../../messages/Message';

export type RoomListMessages = {
  heading: Message;
  /** The spec's five dots. */
  loading: Message;
  /** A failed load without a text from the app. */
  loadError: Message;
  /** No rooms at all (the filter only offers types that exist). */
  empty: Message;
  /** The two paginators need distinct landmark names. */
  paginationTopLabel: Message;
  paginationBottomLabel: Message;
};

export const roomListMessages: RoomListMessages = {
  heading: 'Browse all rooms',
  loading: 'Loading rooms.....',
  loadError: 'Error : Error fetching rooms',
  empty: 'No rooms found.',
  paginationTopLabel: 'Room pages, top',
  paginationBottomLabel: 'Room pages, bottom',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomList: RoomListMessages;
  }
}
