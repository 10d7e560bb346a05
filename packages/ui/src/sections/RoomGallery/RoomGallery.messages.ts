import type { Message } from '../../messages/Message';

export type RoomGalleryMessages = {
  /** Names the gallery region. */
  label: Message;
  /** Read after the region's name instead of "region" (APG carousel pattern). */
  roleDescription: Message;
  /** The visible position, e.g. 'Photo 2 of 4'; also the lightbox's name. */
  position: Message<{ index: number; count: number }>;
  /** Read out after moving to another photo: its position and its alt text. */
  announcement: Message<{ index: number; count: number; alt: string }>;
  previous: Message;
  next: Message;
  /** Opens the lightbox on the photo shown. */
  enlarge: Message;
  /** Closes the lightbox. */
  close: Message;
};

export const roomGalleryMessages: RoomGalleryMessages = {
  label: 'Room photos',
  roleDescription: 'gallery',
  position: 'Photo {index} of {count}',
  announcement: 'Photo {index} of {count}: {alt}',
  previous: 'Previous photo',
  next: 'Next photo',
  enlarge: 'View larger',
  close: 'Close',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomGallery: RoomGalleryMessages;
  }
}
