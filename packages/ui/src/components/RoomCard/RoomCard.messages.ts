import type { Message } from '../../messages/Message';

export type RoomCardMessages = {
  /** Alternative text of the room photo (or of the placeholder image). */
  imageAlt: Message<{ roomType: string }>;
  /** Search results: '$150 / night'. `price` is already formatted. */
  pricePerNight: Message<{ price: string }>;
  /** Carousel: '$150/night'. */
  pricePerNightCompact: Message<{ price: string }>;
  /** A search result's stay: what its nights cost together, '$450 for 3 nights'. `price` is already formatted. */
  stayTotal: Message<{ price: string; nights: number }>;
  /** The spec's fixed filler text of a search-result card, for a room without a description. */
  description: Message;
  bookNow: Message;
};

export const roomCardMessages: RoomCardMessages = {
  imageAlt: '{roomType} room',
  pricePerNight: '{price} / night',
  pricePerNightCompact: '{price}/night',
  stayTotal: ({ price, nights }) => `${price} for ${nights} ${nights === 1 ? 'night' : 'nights'}`,
  description: 'Some room information goes here for the guest to read through',
  bookNow: 'Book Now',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomCard: RoomCardMessages;
  }
}
