import type { Message } from '../../messages/Message';

export type RoomCarouselMessages = {
  /** Names the carousel region. */
  label: Message;
  /** Read after the region's name instead of "region" (APG carousel pattern). */
  roleDescription: Message;
  /** Names each slide group. */
  slideLabel: Message<{ index: number; count: number }>;
  previous: Message;
  next: Message;
  browseAllRooms: Message;
  /** The spec's four dots. */
  loading: Message;
  /** A failed load without a text from the app. */
  loadError: Message;
};

export const roomCarouselMessages: RoomCarouselMessages = {
  label: 'Our rooms',
  roleDescription: 'carousel',
  slideLabel: 'Slide {index} of {count}',
  previous: 'Previous rooms',
  next: 'Next rooms',
  browseAllRooms: 'Browse all rooms',
  loading: 'Loading rooms....',
  loadError: 'Error : Error fetching rooms',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomCarousel: RoomCarouselMessages;
  }
}
