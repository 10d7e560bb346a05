/**
 * What a room offers, as fixed keys: the server stores and checks them, and the kit shows each with its translated
 * text (never free text, so every language can name it). Listed in this order wherever they are shown.
 */
export const ROOM_AMENITIES = [
  'wifi',
  'breakfast',
  'minibar',
  'parking',
  'airConditioning',
  'balcony',
  'seaView',
  'accessibleBathroom',
  'bathtub',
  'workDesk',
  'coffeeMachine',
  'safe',
  'tv',
  'kitchenette',
  'petFriendly',
  'hairdryer',
] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

/** Bed arrangements, as keys. */
export const BED_TYPES = ['single', 'double', 'queen', 'king', 'twin', 'bunk', 'sofaBed'] as const;
export type BedType = (typeof BED_TYPES)[number];
