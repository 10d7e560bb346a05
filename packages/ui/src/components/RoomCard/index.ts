export { defaultGetBookHref, RoomCard, type RoomCardProps, type RoomCardVariant } from './RoomCard';
export { roomCardMessages, type RoomCardMessages } from './RoomCard.messages';
