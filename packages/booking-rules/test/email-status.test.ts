import { describe, expect, it } from 'vitest';
import { guestBookingStatus, isValidEmail, mayCancelStay, normalizeEmail, stayPhase } from '../src/index.js';

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

const stay = { checkInDate: '2026-11-20', checkOutDate: '2026-11-23' };

describe('guestBookingStatus', () => {
  it('shows a cancellation as cancelled, a stay from its check-out day on as finished, any other as confirmed', () => {
    expect(guestBookingStatus('CANCELLED', stay, '2026-11-10')).toBe('CANCELLED');
    expect(guestBookingStatus('CANCELLED', stay, '2026-11-30')).toBe('CANCELLED');
    expect(guestBookingStatus('CONFIRMED', stay, '2026-11-10')).toBe('CONFIRMED');
    expect(guestBookingStatus('PENDING', stay, '2026-11-21')).toBe('CONFIRMED');
    expect(guestBookingStatus('CONFIRMED', stay, '2026-11-22')).toBe('CONFIRMED');
    expect(guestBookingStatus('CONFIRMED', stay, '2026-11-23')).toBe('FINISHED');
    expect(guestBookingStatus('CONFIRMED', stay, '2026-12-01')).toBe('FINISHED');
  });
});

describe('stayPhase and mayCancelStay', () => {
  it('is upcoming before the check-in day, under way from it, ended from the check-out day', () => {
    expect(stayPhase(stay, '2026-11-19')).toBe('upcoming');
    expect(stayPhase(stay, '2026-11-20')).toBe('underWay');
    expect(stayPhase(stay, '2026-11-22')).toBe('underWay');
    expect(stayPhase(stay, '2026-11-23')).toBe('ended');
  });

  it('lets anyone cancel an upcoming stay, only an admin one under way, nobody an ended one', () => {
    expect([mayCancelStay('upcoming', false), mayCancelStay('upcoming', true)]).toEqual([true, true]);
    expect([mayCancelStay('underWay', false), mayCancelStay('underWay', true)]).toEqual([false, true]);
    expect([mayCancelStay('ended', false), mayCancelStay('ended', true)]).toEqual([false, false]);
  });
});
