export { RoomDetails, type RoomDetailsProps, type RoomDetailsStatus } from './RoomDetails';
export { roomDetailsMessages, type RoomDetailsMessages } from './RoomDetails.messages';
