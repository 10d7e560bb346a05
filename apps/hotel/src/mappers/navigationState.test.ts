import { describe, expect, it } from 'vitest';
import { loggedOutState, loginHref, readHomeState, withReturnTo } from './navigationState';
import { findReturnPath, loginReason, readBookingOutcome, readReturnPath, readVerifyOtpState } from './screenState';

describe('readHomeState', () => {
  it('shows the logout notice for the logout state', () => {
    expect(readHomeState(loggedOutState)).toEqual({ showLoggedOutNotice: true });
  });

  it('passes another message through', () => {
    expect(readHomeState({ message: 'Welcome back' })).toEqual({ showLoggedOutNotice: false, notice: 'Welcome back' });
  });

  it('shows nothing for no state or a state of another shape', () => {
    expect(readHomeState(null)).toEqual({ showLoggedOutNotice: false });
    expect(readHomeState(undefined)).toEqual({ showLoggedOutNotice: false });
    expect(readHomeState({ message: 42 })).toEqual({ showLoggedOutNotice: false });
    expect(readHomeState('loggedOut')).toEqual({ showLoggedOutNotice: false });
  });
});

describe('loginHref and readReturnPath', () => {
  const returnPathOf = (path: string) => readReturnPath(new URL(loginHref(path), 'http://app.test').search);

  it('returns to the remembered path, query included', () => {
    expect(loginHref('/book-room/3')).toBe('/login?returnTo=%2Fbook-room%2F3');
    expect(returnPathOf('/book-room/3')).toBe('/book-room/3');
    expect(returnPathOf('/profile?tab=1&x=2')).toBe('/profile?tab=1&x=2');
  });

  it('goes home without a remembered path', () => {
    expect(readReturnPath('')).toBe('/');
    expect(readReturnPath('?other=1')).toBe('/');
    expect(readReturnPath('?returnTo=')).toBe('/');
  });

  it('never leaves the app or loops back to the login page', () => {
    expect(returnPathOf('https://evil.example/')).toBe('/');
    expect(returnPathOf('//evil.example/')).toBe('/');
    expect(returnPathOf('/\\evil.example')).toBe('/');
    expect(returnPathOf('/login')).toBe('/');
    expect(returnPathOf('/login?x=1')).toBe('/');
  });
});

describe('the return path through register and verification', () => {
  it('carries the same path from page to page, and nothing when there is none', () => {
    const room = '/book-room/3?checkIn=2026-04-12&checkOut=2026-04-14';
    const login = loginHref(room);
    const register = withReturnTo('/register', findReturnPath(new URL(login, 'http://app.test').search));
    const verify = withReturnTo('/verify-otp', findReturnPath(new URL(register, 'http://app.test').search));
    expect(readReturnPath(new URL(verify, 'http://app.test').search)).toBe(room);
    expect(withReturnTo('/register', findReturnPath(''))).toBe('/register');
  });

  it('says why login is needed: a room to book, another page, or nothing', () => {
    expect(loginReason('/book-room/3?checkIn=2026-04-12')).toBe('bookRoom');
    expect(loginReason('/profile')).toBe('page');
    expect(loginReason(null)).toBeUndefined();
    expect(loginReason('/profile', { sessionExpired: true })).toBe('sessionExpired');
    expect(loginReason('/profile', { sessionExpired: 'yes' })).toBe('page');
  });
});

describe('readBookingOutcome', () => {
  it('reads a success with its code', () => {
    expect(readBookingOutcome({ message: 'Room booked', confirmationCode: 'ABCD2345' })).toEqual({
      kind: 'success',
      message: 'Room booked',
      confirmationCode: 'ABCD2345',
    });
  });

  it('reads the total of the stay, and ignores one that is not an amount', () => {
    expect(readBookingOutcome({ message: 'Room booked', confirmationCode: 'ABCD2345', totalPrice: 448.5 })).toEqual({
      kind: 'success',
      message: 'Room booked',
      confirmationCode: 'ABCD2345',
      totalPrice: 448.5,
    });
    expect(readBookingOutcome({ message: 'Room booked', totalPrice: '448.5' })).toEqual({ kind: 'success', message: 'Room booked' });
    expect(readBookingOutcome({ message: 'Room booked', totalPrice: -1 })).toEqual({ kind: 'success', message: 'Room booked' });
  });

  it('reads the nights with their prices, and ignores them unless every one is a calendar date with an amount', () => {
    const nights = [
      { date: '2099-01-10', price: 300 },
      { date: '2099-01-11', price: 250 },
    ];
    expect(readBookingOutcome({ message: 'Room booked', nights })).toEqual({ kind: 'success', message: 'Room booked', nights });
    expect(readBookingOutcome({ message: 'Room booked', nights: [...nights, { date: '2099-02-30', price: 250 }] })).toEqual({ kind: 'success', message: 'Room booked' });
    expect(readBookingOutcome({ message: 'Room booked', nights: [{ date: '2099-01-10', price: '300' }] })).toEqual({ kind: 'success', message: 'Room booked' });
    expect(readBookingOutcome({ message: 'Room booked', nights: 'all' })).toEqual({ kind: 'success', message: 'Room booked' });
  });

  it('reads a success without a code', () => {
    expect(readBookingOutcome({ message: 'Room booked' })).toEqual({ kind: 'success', message: 'Room booked' });
  });

  it('reads an error, which wins over a message', () => {
    expect(readBookingOutcome({ error: 'Sorry' })).toEqual({ kind: 'error', message: 'Sorry' });
    expect(readBookingOutcome({ error: 'Sorry', message: 'x' })).toEqual({ kind: 'error', message: 'Sorry' });
  });

  it('is null without a result (the original showed an error for a plain visit)', () => {
    expect(readBookingOutcome(null)).toBeNull();
    expect(readBookingOutcome({})).toBeNull();
    expect(readBookingOutcome({ message: 1 })).toBeNull();
  });
});

describe('readVerifyOtpState', () => {
  it('reads the email and whether a registration sent the code', () => {
    expect(readVerifyOtpState({ email: 'ada@example.com', registered: true })).toEqual({ email: 'ada@example.com', registered: true });
  });

  it('drops what is missing or of another type', () => {
    expect(readVerifyOtpState({ email: '' })).toEqual({});
    expect(readVerifyOtpState({ email: 'ada@example.com', registered: 'yes' })).toEqual({ email: 'ada@example.com' });
    expect(readVerifyOtpState(undefined)).toEqual({});
    expect(readVerifyOtpState({ email: 3 })).toEqual({});
  });
});
