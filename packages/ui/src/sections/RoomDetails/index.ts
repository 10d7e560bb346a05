export { GALLERY_SIZES, RoomDetails, type RoomDetailsProps } from './RoomDetails';
export { roomDetailsMessages, type RoomDetailsMessages } from './RoomDetails.messages';
