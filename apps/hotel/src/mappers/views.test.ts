import { describe, expect, it } from 'vitest';
import type { Room, User } from '@hotel/api-client';
import { noRoomDetails } from '../test/fixtures';
import { toBookingRequest, toRoomView, toUserView } from './views';

describe('toRoomView', () => {
  it('keeps the fields the kit shows', () => {
    const room: Room = { id: 1, roomType: 'Suite', roomPrice: 249.5, maxAdults: 2, maxChildren: 1, imageUrl: '/api/rooms/room/1/photo?v=abc', ...noRoomDetails };
    expect(toRoomView(room)).toEqual({ id: 1, roomType: 'Suite', roomPrice: 249.5, imageUrl: '/api/rooms/room/1/photo?v=abc', description: '' });
  });

  it('passes the description for the card’s excerpt', () => {
    const room: Room = { id: 3, roomType: 'Twin', roomPrice: 99, maxAdults: 2, maxChildren: 0, imageUrl: null, ...noRoomDetails, description: 'Quiet.\n\nGarden side.' };
    expect(toRoomView(room).description).toBe('Quiet.\n\nGarden side.');
  });

  it('passes a missing photo as null, so the placeholder shows', () => {
    expect(toRoomView({ id: 2, roomType: 'Single', roomPrice: 80, maxAdults: 1, maxChildren: 0, imageUrl: null, ...noRoomDetails }).imageUrl).toBeNull();
  });
});

describe('toUserView', () => {
  it('flattens the roles to their names', () => {
    const user: User = {
      id: 4,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      preferredLanguage: 'de',
      roles: [
        { id: 1, name: 'ROLE_USER' },
        { id: 2, name: 'ROLE_ADMIN' },
      ],
    };
    expect(toUserView(user)).toEqual({ id: 4, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  });
});

describe('toBookingRequest', () => {
  it('sends the reservation fields as the booking request body, counts as numbers', () => {
    expect(
      toBookingRequest({
        guestFullName: 'Ada Lovelace',
        guestEmail: 'ada@example.com',
        checkInDate: '2030-05-01',
        checkOutDate: '2030-05-04',
        numOfAdults: 2,
        numOfChildren: 0,
      }),
    ).toEqual({
      guestFullName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-04',
      numOfAdults: 2,
      numOfChildren: 0,
    });
  });
});
