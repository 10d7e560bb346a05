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
] as const;

export type RoomAmenity = (typeof roomAmenities)[number];
