import { BED_TYPES, ROOM_AMENITIES, type BedType, type RoomAmenity } from '@hotel/booking-rules';

/**
 * The amenities a room can list: the fixed keys of @hotel/booking-rules (the server stores keys, never free text), each
 * shown with its icon and its text from the `Amenities` messages, so they translate. In this order wherever listed.
 */
export const roomAmenities = ROOM_AMENITIES;
export type { RoomAmenity };

/** Bed arrangements, as keys whose texts are the `BedTypes` messages. */
export const roomBedTypes = BED_TYPES;
export type RoomBedType = BedType;
