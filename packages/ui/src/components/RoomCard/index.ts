export { RoomCard, type RoomCardProps, type RoomCardVariant } from './RoomCard';
export { roomCardMessages, type RoomCardMessages } from './RoomCard.messages';
export { roomPlaceholderImageUrl } from './roomPlaceholder';
