import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { validateRegister } from './registerValidation';
import { validateReservation } from './reservationValidation';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'bob@localhost', 'a@b', ' ada+tag@sub.example.org '])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada @example.com', 'ada@exa mple.com', 'ada@-example.com'])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('is the rule of both register and reservation: an address that registers can book', () => {
    for (const email of ['bob@localhost', 'ada@example', 'not-an-email']) {
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
