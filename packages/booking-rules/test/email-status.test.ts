import { describe, expect, it } from 'vitest';
import { guestBookingStatus, isValidEmail, normalizeEmail } from '../src/index.js';

describe('isValidEmail', () => {
  it.each(['guest@example.com', 'bob@localhost', 'a.b+c@sub.example.co.uk', 'UPPER@EXAMPLE.COM'])('%j is an email', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'guest', 'guest@', '@example.com', 'guest@@example.com', 'guest@-example.com', ' guest@example.com', 'gu est@example.com'])(
    '%j is no email',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('normalizes by trimming and lower-casing', () => {
    expect(normalizeEmail('  Guest@Example.COM ')).toBe('guest@example.com');
  });
});

describe('guestBookingStatus', () => {
  it('shows a cancellation as cancelled and any other state as confirmed', () => {
    expect(guestBookingStatus('CANCELLED')).toBe('CANCELLED');
    expect(guestBookingStatus('CONFIRMED')).toBe('CONFIRMED');
    expect(guestBookingStatus('PENDING')).toBe('CONFIRMED');
  });
});
