/**
 * The spec's error catalogue (§8) for what the app composes from failed calls. The kit's sections own their
 * chrome; these are the texts the original client built around a call's failure, spelled as the spec has them.
 * The guest screens' (Find My Booking, cancellation, Register, Book Room, Verify OTP, Profile) and the room's load
 * failure are the kit's (ServerErrors messages), in the reader's language, and so are the room lists' and the room
 * types' (RoomLoadErrors).
 */
export const errorMessages = {
  deleteRoom: (detail: string) => `Error deleting room ${detail}`,
  fetchBookings: (detail: string) => `Error fetching bookings : ${detail}`,
} as const;

/** Success texts of the spec (§4) that the app shows after its own calls. */
export const successMessages = {
  roomDeleted: (roomId: number) => `Room No ${roomId} was delete`,
  roomAdded: 'A new room was  added successfully !',
  roomUpdated: 'Room updated successfully!',
} as const;
