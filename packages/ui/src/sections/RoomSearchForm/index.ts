export { RoomSearchForm, type RoomSearchFormProps, type RoomSearchValues } from './RoomSearchForm';
export { roomSearchFormMessages, type RoomSearchFormMessages } from './RoomSearchForm.messages';
