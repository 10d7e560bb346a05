import { describe, expect, it } from 'vitest';
import { loggedOutState, readBookingOutcome, readHomeState, readReturnPath, readVerifyOtpState } from './navigationState';

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

describe('readReturnPath', () => {
  it('returns to the remembered path, query included', () => {
    expect(readReturnPath({ path: '/book-room/3' })).toBe('/book-room/3');
    expect(readReturnPath({ path: '/profile?tab=1' })).toBe('/profile?tab=1');
  });

  it('goes home without a remembered path', () => {
    expect(readReturnPath(null)).toBe('/');
    expect(readReturnPath({})).toBe('/');
    expect(readReturnPath({ path: 5 })).toBe('/');
  });

  it('never leaves the app or loops back to the login page', () => {
    expect(readReturnPath({ path: 'https://evil.example/' })).toBe('/');
    expect(readReturnPath({ path: '//evil.example/' })).toBe('/');
    expect(readReturnPath({ path: '/\\evil.example' })).toBe('/');
    expect(readReturnPath({ path: '/login' })).toBe('/');
    expect(readReturnPath({ path: '/login?x=1' })).toBe('/');
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
  it('reads the email and the message', () => {
    expect(readVerifyOtpState({ email: 'ada@example.com', message: 'Check your mail' })).toEqual({
      email: 'ada@example.com',
      message: 'Check your mail',
    });
  });

  it('drops what is missing or not text', () => {
    expect(readVerifyOtpState({ email: '' })).toEqual({});
    expect(readVerifyOtpState(undefined)).toEqual({});
    expect(readVerifyOtpState({ email: 3 })).toEqual({});
  });
});
