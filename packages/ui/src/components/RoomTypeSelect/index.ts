export { RoomTypeSelect, type RoomTypeSelectProps } from './RoomTypeSelect';
export { roomTypeSelectMessages, type RoomTypeSelectMessages } from './RoomTypeSelect.messages';
