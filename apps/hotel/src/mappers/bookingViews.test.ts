import { describe, expect, it } from 'vitest';
import { confirmedBooking } from '../test/fixtures';
import { toBookingView } from './bookingViews';

// confirmedBooking: 30 Dec 2099 to 2 Jan 2100.
const guest = { today: '2026-11-27', isAdmin: false };
const admin = { today: '2026-11-27', isAdmin: true };

describe('toBookingView', () => {
  it('maps the API names to the view model', () => {
    expect(toBookingView(confirmedBooking, guest)).toEqual({
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
      canCancel: true,
    });
  });

  it('keeps check-in and check-out apart and never shifts a month (December dates included)', () => {
    const view = toBookingView(confirmedBooking, guest);
    expect(view.checkInDate).toBe('2099-12-30');
    expect(view.checkOutDate).toBe('2100-01-02');
  });

  it('carries the cancelled status, with no Cancel', () => {
    expect(toBookingView({ ...confirmedBooking, status: 'CANCELLED' }, admin)).toMatchObject({ status: 'CANCELLED', canCancel: false });
  });

  it('shows a stay from its check-out day on as finished, which nobody may cancel', () => {
    for (const viewer of [guest, admin]) {
      expect(toBookingView(confirmedBooking, { ...viewer, today: '2100-01-02' })).toMatchObject({ status: 'FINISHED', canCancel: false });
    }
  });

  it('lets an admin cancel a stay under way, not its guest', () => {
    expect(toBookingView(confirmedBooking, { ...guest, today: '2099-12-31' })).toMatchObject({ status: 'CONFIRMED', canCancel: false });
    expect(toBookingView(confirmedBooking, { ...admin, today: '2099-12-31' })).toMatchObject({ status: 'CONFIRMED', canCancel: true });
  });
});
