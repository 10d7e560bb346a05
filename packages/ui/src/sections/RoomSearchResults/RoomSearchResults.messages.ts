import type { Message } from '../../messages/Message';

export type RoomSearchResultsMessages = {
  heading: Message;
  empty: Message;
  clearSearch: Message;
};

export const roomSearchResultsMessages: RoomSearchResultsMessages = {
  heading: 'Search Results',
  empty: 'No rooms available for the selected dates and room type.',
  clearSearch: 'Clear Search',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomSearchResults: RoomSearchResultsMessages;
  }
}
