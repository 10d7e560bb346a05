export { ROOM_LIST_PAGE_SIZE, RoomList, type RoomListProps } from './RoomList';
export { roomListMessages, type RoomListMessages } from './RoomList.messages';
