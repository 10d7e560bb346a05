import type { RoomAmenity, RoomBedType } from '../../logic/amenities';
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
  bathtub: 'Bathtub',
  workDesk: 'Work desk',
  coffeeMachine: 'Coffee machine',
  safe: 'Safe',
  tv: 'TV',
  kitchenette: 'Kitchenette',
  petFriendly: 'Pets welcome',
  hairdryer: 'Hairdryer',
};

/** The text of each bed arrangement key. */
export type BedTypesMessages = Record<RoomBedType, Message>;

export const bedTypesMessages: BedTypesMessages = {
  single: 'Single bed',
  double: 'Double bed',
  queen: 'Queen bed',
  king: 'King bed',
  twin: 'Two single beds',
  bunk: 'Bunk beds',
  sofaBed: 'Sofa bed',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Amenities: AmenitiesMessages;
    BedTypes: BedTypesMessages;
  }
}
