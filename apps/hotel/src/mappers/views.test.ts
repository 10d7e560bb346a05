import { describe, expect, it } from 'vitest';
import type { Room, User } from '@hotel/api-client';
import { confirmedBooking } from '../test/fixtures';
import { toBookingRequest, toBookingView, toRoomView, toUserView } from './views';

describe('toRoomView', () => {
  it('keeps the fields the kit shows', () => {
    const room: Room = { id: 1, roomType: 'Suite', roomPrice: 249.5, maxAdults: 2, maxChildren: 1, imageUrl: '/api/rooms/room/1/photo?v=abc' };
    expect(toRoomView(room)).toEqual({ id: 1, roomType: 'Suite', roomPrice: 249.5, imageUrl: '/api/rooms/room/1/photo?v=abc' });
  });

  it('passes a missing photo as null, so the placeholder shows', () => {
    expect(toRoomView({ id: 2, roomType: 'Single', roomPrice: 80, maxAdults: 1, maxChildren: 0, imageUrl: null }).imageUrl).toBeNull();
  });
});

describe('toBookingView', () => {
  it('maps the API names to the view model', () => {
    expect(toBookingView(confirmedBooking)).toEqual({
      id: 31,
      confirmationCode: 'ABCD2345EFGH6789',
      roomId: 7,
      roomType: 'Ocean Suite',
      checkInDate: '2099-12-30',
      checkOutDate: '2100-01-02',
      guestName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      numOfAdults: 2,
      numOfChildren: 1,
      totalNumOfGuests: 3,
      totalPrice: 750,
      status: 'CONFIRMED',
    });
  });

  it('keeps check-in and check-out apart and never shifts a month (December dates included)', () => {
    const view = toBookingView(confirmedBooking);
    expect(view.checkInDate).toBe('2099-12-30');
    expect(view.checkOutDate).toBe('2100-01-02');
  });

  it('carries the cancelled status', () => {
    expect(toBookingView({ ...confirmedBooking, status: 'CANCELLED' }).status).toBe('CANCELLED');
  });
});

describe('toUserView', () => {
  it('flattens the roles to their names', () => {
    const user: User = {
      id: 4,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
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
