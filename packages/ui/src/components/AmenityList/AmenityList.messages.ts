import type { RoomAmenity } from '../../logic/amenities';
import type { Message } from '../../messages/Message';

/** The text of each amenity key, wherever it is listed or chosen. */
export type AmenitiesMessages = Record<RoomAmenity, Message>;

export const amenitiesMessages: AmenitiesMessages = {
  wifi: 'Wi-Fi',
  breakfast: 'Breakfast included',
  minibar: 'Minibar',
  parking: 'Parking',
  airConditioning: 'Air conditioning',
  balcony: 'Balcony',
  seaView: 'Sea view',
  accessibleBathroom: 'Accessible bathroom',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Amenities: AmenitiesMessages;
  }
}
