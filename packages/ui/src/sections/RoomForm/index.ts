export { RoomForm, type RoomFormMode, type RoomFormProps } from './RoomForm';
export { roomFormMessages, type RoomFormMessages } from './RoomForm.messages';
