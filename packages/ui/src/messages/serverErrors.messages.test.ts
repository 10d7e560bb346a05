import { describe, expect, it } from 'vitest';
import { ServerErrors as germanServerErrors } from '../locales/de.messages';
import { formatMessage } from './Message';
import { serverErrorsMessages as english } from './serverErrors.messages';

describe('ServerErrors messages: the spec’s texts around a server’s text', () => {
  it('are the spec’s English prefixes byte for byte (its odd spacing and spelling kept)', () => {
    expect(formatMessage(english.findBookingFailed, { message: 'x' })).toBe('Error: x');
    expect(formatMessage(english.findBookingNoText, { detail: 'x' })).toBe('Error find booking : x');
    expect(formatMessage(english.cancelBookingFailed, { detail: 'x' })).toBe('Error cancelling booking :x');
    expect(formatMessage(english.registerFailed, { message: 'x' })).toBe('Registration error : x');
    expect(formatMessage(english.registerNoText, { detail: 'x' })).toBe('User registration error : x');
    expect(formatMessage(english.fetchRoomFailed, { detail: 'x' })).toBe('Error fetching room x');
    expect(formatMessage(english.bookRoomNoText, { detail: 'x' })).toBe('Error booking room : x');
    expect(english.fetchUserBookingsFailed).toBe('Failed to fetch bookings');
    expect(english.verifyOtpFailed).toBe('OTP verification failed');
    expect(english.resendOtpFailed).toBe('Failed to resend OTP');
  });

  it('are German in the German pack, the text kept after them', () => {
    expect(formatMessage(germanServerErrors.findBookingFailed, { message: 'x' })).toBe('Fehler: x');
    expect(formatMessage(germanServerErrors.findBookingNoText, { detail: 'x' })).toBe('Fehler beim Suchen der Buchung: x');
    expect(formatMessage(germanServerErrors.cancelBookingFailed, { detail: 'x' })).toBe('Fehler beim Stornieren der Buchung: x');
    expect(formatMessage(germanServerErrors.registerFailed, { message: 'x' })).toBe('Fehler bei der Registrierung: x');
    expect(formatMessage(germanServerErrors.registerNoText, { detail: 'x' })).toBe('Die Registrierung ist fehlgeschlagen: x');
    expect(formatMessage(germanServerErrors.fetchRoomFailed, { detail: 'x' })).toBe('Fehler beim Laden des Zimmers: x');
    expect(formatMessage(germanServerErrors.bookRoomNoText, { detail: 'x' })).toBe('Fehler beim Buchen des Zimmers: x');
  });
});

describe('ServerErrors messages: the codes of a look-up, a cancellation and a registration', () => {
  it('are the server’s English words (apps/api errors/catalog.ts and its services), and the spec’s for an unknown code', () => {
    expect(formatMessage(english.noBookingWithCode, { code: 'ABC123' })).toBe('No booking found with booking code :ABC123');
    expect(english.bookingAlreadyCancelled).toBe('This booking is already cancelled.');
    expect(english.bookingAlreadyEnded).toBe('This stay has already ended and can no longer be cancelled.');
    expect(english.firstNameRequired).toBe('First name is required');
  });

  it('are German in the German pack, with the code filled in', () => {
    expect(formatMessage(germanServerErrors.noBookingWithCode, { code: 'ABC123' })).toBe('Es gibt keine Buchung mit dem Buchungscode ABC123.');
    expect(germanServerErrors.bookingAlreadyCancelled).toBe('Diese Buchung ist bereits storniert.');
    expect(germanServerErrors.firstNameRequired).toBe('Bitte geben Sie Ihren Vornamen ein');
  });

  it('give every English text a different German one (none left untranslated)', () => {
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      expect(germanServerErrors[key], key).not.toEqual(english[key]);
    }
  });
});
