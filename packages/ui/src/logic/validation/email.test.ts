import { describe, expect, it } from 'vitest';
import { validateRegister } from './registerValidation';
import { validateReservation } from './reservationValidation';

describe('the email rule of the forms', () => {
  it('is the rule of both register and reservation: an address that registers can book', () => {
    for (const email of ['bob@localhost', 'ada@example', ' ada+tag@sub.example.org ', 'not-an-email', 'ada @example.com']) {
      const registers = validateRegister({ firstName: 'Bob', lastName: 'B', email, password: 'secret' }).length === 0;
      const books =
        validateReservation(
          {
            guestFullName: 'Bob B',
            guestEmail: email,
            checkInDate: '2026-12-01',
            checkOutDate: '2026-12-02',
            numOfAdults: 1,
            numOfChildren: 0,
          },
          '2026-12-01',
        ).length === 0;
      expect(books).toBe(registers);
    }
  });
});
