/**
 * The spec's error catalogue (§8) for what the app composes from failed calls. The kit's sections own their
 * chrome; these are the texts the original client built around a call's failure, spelled as the spec has them.
 * Find My Booking's, the cancellation's and Register's are the kit's (ServerErrors messages), in the reader's language.
 */
export const errorMessages = {
  fetchRoomTypes: 'Error fetching room types',
  fetchRooms: 'Error fetching rooms',
  /** The detail for a /book-room or /edit-room address whose id is not a room id at all. */
  roomNotFound: 'Room not found.',
  /** What a rooms list shows around `fetchRooms` (carousel, browse all rooms, existing rooms). */
  roomsLoad: (message: string) => `Error : ${message}`,
  deleteRoom: (detail: string) => `Error deleting room ${detail}`,
  fetchRoom: (detail: string) => `Error fetching room ${detail}`,
  /** The room detail prefix lives in the kit (RoomDetails); this is the detail the app passes. */
  bookRoom: (detail: string) => `Error booking room : ${detail}`,
  fetchBookings: (detail: string) => `Error fetching bookings : ${detail}`,
  fetchUserBookings: 'Failed to fetch bookings',
  verifyOtp: 'OTP verification failed',
  resendOtp: 'Failed to resend OTP',
} as const;

/** Success texts of the spec (§4) that the app shows after its own calls. */
export const successMessages = {
  roomDeleted: (roomId: number) => `Room No ${roomId} was delete`,
  roomAdded: 'A new room was  added successfully !',
  roomUpdated: 'Room updated successfully!',
  bookingCancelled: 'Booking has been cancelled successfully!',
  registered: 'Registration successful! Please check your email for OTP.',
} as const;
