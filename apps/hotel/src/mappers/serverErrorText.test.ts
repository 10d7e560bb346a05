import { describe, expect, it } from 'vitest';
import { ApiError } from '@hotel/api-client';
import { de, serverErrorsMessages } from '@hotel/ui';
import { serverErrorText } from './serverErrorText';

const german = { ...serverErrorsMessages, ...de.messages.ServerErrors };
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** The server's answers a guest can meet, as apps/api words them (errors/catalog.ts and the services). */
const answers: [code: string, status: number, message: string, german: string][] = [
  ['ROOM_UNAVAILABLE', 409, 'Sorry, this room is not available for the selected dates.', 'Leider ist dieses Zimmer für die gewählten Daten nicht frei.'],
  ['OVER_CAPACITY', 422, 'This room sleeps at most 2 adults and no children.', 'In diesem Zimmer schlafen höchstens 2 Erwachsene und keine Kinder.'],
  ['OVER_CAPACITY', 422, 'This room sleeps at most 1 adult and 1 child.', 'In diesem Zimmer schlafen höchstens 1 Erwachsener und 1 Kind.'],
  ['OVER_CAPACITY', 422, 'This room sleeps at most 4 adults and 2 children.', 'In diesem Zimmer schlafen höchstens 4 Erwachsene und 2 Kinder.'],
  ['NIGHT_CLOSED', 422, 'The room is closed on the night of 2026-12-24.', 'In der Nacht zum 24.12.2026 ist das Zimmer geschlossen.'],
  ['MIN_STAY_NOT_MET', 422, 'A stay starting on 2027-07-01 is at least 3 nights.', 'Ein Aufenthalt ab dem 01.07.2027 dauert mindestens 3 Nächte.'],
  ['INVALID_DATES', 400, 'Check-in date cannot be in the past (today is 2026-11-27).', 'Das Anreisedatum darf nicht in der Vergangenheit liegen (heute ist der 27.11.2026).'],
  ['INVALID_DATES', 400, 'A stay can be at most 365 nights.', 'Ein Aufenthalt dauert höchstens 365 Nächte.'],
  ['INVALID_DATES', 400, 'Check-out date must be after check-in date', 'Das Abreisedatum muss nach dem Anreisedatum liegen'],
  ['INVALID_DATES', 400, 'Please enter valid dates', 'Bitte geben Sie gültige Daten ein'],
  ['EMAIL_NOT_VERIFIED', 403, 'Please verify your email with OTP before logging in.', 'Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Code, bevor Sie sich anmelden.'],
  ['RATE_LIMITED', 429, 'Too many requests. Please try again in 60 seconds.', 'Zu viele Anfragen. Bitte versuchen Sie es etwas später erneut.'],
  ['INVALID_OTP', 400, 'Invalid or expired OTP.', 'Der Code ist ungültig oder abgelaufen.'],
  ['OTP_ATTEMPTS_EXCEEDED', 429, 'Too many wrong codes. Please request a new OTP.', 'Zu viele falsche Codes. Bitte fordern Sie einen neuen Code an.'],
  ['CURRENT_PASSWORD_INCORRECT', 400, 'Your current password is not correct.', 'Ihr aktuelles Passwort ist nicht korrekt.'],
  ['VALIDATION_FAILED', 400, 'Password must be at least 6 characters', 'Das Passwort muss mindestens 6 Zeichen lang sein'],
  ['VALIDATION_FAILED', 400, 'First name is required', 'Bitte geben Sie Ihren Vornamen ein'],
  ['VALIDATION_FAILED', 400, 'Last name is required', 'Bitte geben Sie Ihren Nachnamen ein'],
  ['VALIDATION_FAILED', 400, 'Valid email is required', 'Bitte geben Sie eine gültige E-Mail-Adresse ein'],
  ['VALIDATION_FAILED', 400, 'body/firstName must NOT have more than 100 characters', 'Das Feld „firstName“ darf höchstens 100 Zeichen lang sein.'],
  ['FORBIDDEN', 403, 'You are not allowed to do this.', 'Dazu ist Ihr Konto nicht berechtigt.'],
  ['USER_NOT_FOUND', 404, 'User not found.', 'Dieses Konto gibt es nicht.'],
  ['BOOKING_NOT_FOUND', 404, 'No booking found with booking code :HB-7Q2X', 'Es gibt keine Buchung mit dem Buchungscode HB-7Q2X.'],
  ['BOOKING_NOT_FOUND', 404, 'Booking not found.', 'Die Buchung wurde nicht gefunden.'],
  ['BOOKING_ALREADY_CANCELLED', 409, 'This booking is already cancelled.', 'Diese Buchung ist bereits storniert.'],
  ['BOOKING_ALREADY_ENDED', 409, 'This stay has already ended and can no longer be cancelled.', 'Dieser Aufenthalt ist bereits vorbei und kann nicht mehr storniert werden.'],
  ['BOOKING_UNDER_WAY', 409, 'This stay has already begun. Please contact the hotel to change it.', 'Dieser Aufenthalt hat bereits begonnen. Bitte wenden Sie sich an das Hotel, um ihn zu ändern.'],
  ['LAST_ADMIN', 409, 'The last administrator account cannot be deleted.', 'Das letzte Administratorkonto kann nicht gelöscht werden.'],
  ['INTERNAL', 500, 'Something went wrong on our side. Please try again later.', 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.'],
  ['SERVICE_BUSY', 503, 'The hotel is busy with other requests for this right now. Please try again in a moment.', 'Das Hotel bearbeitet gerade andere Anfragen dazu. Bitte versuchen Sie es gleich noch einmal.'],
  ['DATABASE_UNAVAILABLE', 503, 'The booking system cannot reach its database right now. Please try again shortly.', 'Das Buchungssystem erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in Kürze erneut.'],
];

describe('serverErrorText', () => {
  it.each(answers)('%s (%s): in English the server’s own words, exactly', (code, status, message) => {
    expect(serverErrorText(new ApiError(code as never, message, status), serverErrorsMessages)).toBe(message);
  });

  it.each(answers)('%s (%s): in German from the kit’s pack, with dates written for the reader', (code, status, message, text) => {
    expect(serverErrorText(new ApiError(code as never, message, status), german, germanDate)).toBe(text);
  });

  it('gives a wrong login the spec’s text, which never says whether the email exists', () => {
    const wrong = new ApiError('INVALID_CREDENTIALS', 'Invalid email or password.', 401);
    expect(serverErrorText(wrong, serverErrorsMessages)).toBe('Invalid username or password. Please try again.');
    expect(serverErrorText(wrong, german)).toBe('Ungültiger Benutzername oder ungültiges Passwort. Bitte versuchen Sie es erneut.');
  });

  it('leaves other codes and unknown wordings to the caller', () => {
    expect(serverErrorText(new ApiError('VALIDATION_FAILED', 'body/email must match format "email"', 400), german)).toBeNull();
    expect(serverErrorText(new ApiError('INVALID_DATES', 'The window can be at most 93 nights.', 400), german)).toBeNull();
    expect(serverErrorText(new ApiError('BOOKING_NOT_FOUND', 'No booking with this id.', 404), german)).toBeNull();
    expect(serverErrorText(new ApiError('ROOM_HAS_BOOKINGS', 'Room 3 has bookings.', 409), german)).toBeNull();
    expect(serverErrorText(new ApiError('NETWORK_ERROR', 'Network Error', 0), german)).toBeNull();
    expect(serverErrorText(new Error('boom'), german)).toBeNull();
  });
});
