export { RoomGallery, type RoomGalleryProps } from './RoomGallery';
export { roomGalleryMessages, type RoomGalleryMessages } from './RoomGallery.messages';
