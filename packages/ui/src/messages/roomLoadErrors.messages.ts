import type { Message } from './Message';

/**
 * The spec's texts (§8) for a room list or the room types that could not be loaded, when the hotel answered (an
 * unreachable hotel is SectionStatus's `unreachable`). English is the spec's, word for word.
 */
export type RoomLoadErrorsMessages = {
  /** The home page's carousel and Browse All Rooms (the spec's 'Error : ' before its 'Error fetching rooms'). */
  roomsLoadFailed: Message;
  /** Existing Rooms' list. */
  fetchRoomsFailed: Message;
  /** The room types of a select (the home search, Add Room, Edit Room). */
  fetchRoomTypesFailed: Message;
};

export const roomLoadErrorsMessages: RoomLoadErrorsMessages = {
  roomsLoadFailed: 'Error : Error fetching rooms',
  fetchRoomsFailed: 'Error fetching rooms',
  fetchRoomTypesFailed: 'Error fetching room types',
};

declare module './allMessages' {
  interface AllMessages {
    RoomLoadErrors: RoomLoadErrorsMessages;
  }
}
