// The same keys as the server's (apps/api rooms.schemas.ts AMENITIES and BED_TYPES), so the app passes them through.

/**
 * The amenities a room can list: fixed keys (the server stores keys, never free text), each shown with its icon and
 * its text from the `Amenities` messages, so they translate. In this order wherever they are listed.
 */
export const roomAmenities = [
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

export type RoomAmenity = (typeof roomAmenities)[number];

/** Bed arrangements, as keys whose texts are the `BedTypes` messages. */
export const roomBedTypes = ['single', 'double', 'queen', 'king', 'twin', 'bunk', 'sofaBed'] as const;

export type RoomBedType = (typeof roomBedTypes)[number];
