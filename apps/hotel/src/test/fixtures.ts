import type { Booking, Room } from '@hotel/api-client';

/** What the app's tests have the API answer. */

/** The hotel's date as the server tells it (/api/health): the stays the tests book lie after it. */
export const hotelToday = '2099-01-01';

/** What a room answers before the hotel wrote its details or added photos. */
export const noRoomDetails = { description: '', bedType: null, sizeSquareMeters: null, amenities: [], galleryVersion: 0, photos: [] } satisfies Partial<Room>;

export const oceanSuite: Room = { id: 7, roomType: 'Ocean Suite', roomPrice: 250, maxAdults: 4, maxChildren: 2, imageUrl: null, ...noRoomDetails };
export const gardenSingle: Room = { id: 8, roomType: 'Garden Single', roomPrice: 90, maxAdults: 2, maxChildren: 0, imageUrl: null, ...noRoomDetails };

export const confirmedBooking: Booking = {
  id: 31,
  bookingConfirmationCode: 'ABCD2345EFGH6789',
  room: { id: 7, roomType: 'Ocean Suite' },
  roomNumber: 7,
  checkInDate: '2099-12-30',
  checkOutDate: '2100-01-02',
  guestName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  numOfAdults: 2,
  numOfChildren: 1,
  totalNumOfGuests: 3,
  totalPrice: 750,
  status: 'CONFIRMED',
};
