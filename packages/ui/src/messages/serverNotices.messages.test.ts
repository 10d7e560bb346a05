import { describe, expect, it } from 'vitest';
import { ServerNotices as german } from '../locales/de.messages';
import { formatMessage } from './Message';
import { serverNoticesMessages as english } from './serverNotices.messages';

describe('ServerNotices messages', () => {
  it('are the server’s English success texts word for word, as the spec shows them', () => {
    expect(formatMessage(english.bookingCreated, { code: 'ABCD2345' })).toBe('Room booked successfully, Your booking confirmation code is :ABCD2345');
    expect(english.registered).toBe('Registration successful! Please check your email for OTP.');
    expect(english.otpVerified).toBe('OTP verified successfully! You can now log in.');
    expect(english.accountClosed).toBe('User deleted successfully');
  });

  it('are German in the German pack, the code filled in', () => {
    expect(formatMessage(german.bookingCreated, { code: 'ABCD2345' })).toBe('Zimmer erfolgreich gebucht. Ihr Bestätigungscode lautet: ABCD2345');
    expect(german.otpVerified).toBe('Code bestätigt! Sie können sich jetzt anmelden.');
  });

  it('give every English text a different German one (none left untranslated)', () => {
    for (const key of Object.keys(english) as (keyof typeof english)[]) expect(german[key], key).not.toEqual(english[key]);
  });
});
