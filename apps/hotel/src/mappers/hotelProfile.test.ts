import { describe, expect, it } from 'vitest';
import { ApiError } from '@hotel/api-client';
import { de, hotelProfileValidationMessages, type HotelProfileView } from '@hotel/ui';
import { hotelProfileFieldErrors } from './hotelProfile';

const sent: HotelProfileView = {
  name: 'Gasthof Zur Linde',
  address: '',
  phone: '',
  contactEmail: '',
  currency: 'XYZ',
  timeZone: 'Mars/Olympus',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  defaultLanguage: 'de',
  cancellationPolicy: '',
};
const german = { ...hotelProfileValidationMessages, ...de.messages.HotelProfileValidation };

describe('hotelProfileFieldErrors', () => {
  it('puts an unknown currency or time zone on its field, in the reader’s language', () => {
    const currency = new ApiError('UNKNOWN_CURRENCY', 'Unknown currency "XYZ": expected an ISO 4217 code such as EUR or USD.', 422);
    expect(hotelProfileFieldErrors(currency, sent, hotelProfileValidationMessages)).toEqual({
      currency: 'There is no currency XYZ: enter an ISO 4217 code, such as EUR',
    });
    expect(hotelProfileFieldErrors(currency, sent, german)).toEqual({
      currency: 'Eine Währung XYZ gibt es nicht: Bitte geben Sie einen ISO-4217-Code ein, etwa EUR',
    });
    const zone = new ApiError('UNKNOWN_TIME_ZONE', 'Unknown time zone "Mars/Olympus": expected an IANA zone such as Europe/Berlin.', 422);
    expect(hotelProfileFieldErrors(zone, sent, german)).toEqual({
      timeZone: 'Eine Zeitzone Mars/Olympus gibt es nicht: Bitte geben Sie eine IANA-Zeitzone ein, etwa Europe/Berlin',
    });
  });

  it('names the field of a schema refusal with the form’s text for its rule, else that it was not accepted', () => {
    const tooLong = new ApiError('VALIDATION_FAILED', 'body/name must NOT have more than 100 characters', 400);
    expect(hotelProfileFieldErrors(tooLong, { ...sent, name: 'H'.repeat(101) }, german)).toEqual({ name: 'Höchstens 100 Zeichen' });
    const language = new ApiError('VALIDATION_FAILED', 'body/defaultLanguage must be equal to constant', 400);
    expect(hotelProfileFieldErrors(language, sent, hotelProfileValidationMessages)).toEqual({ defaultLanguage: 'The hotel did not accept this value' });
    const missing = new ApiError('VALIDATION_FAILED', "body must have required property 'phone'", 400);
    expect(hotelProfileFieldErrors(missing, sent, hotelProfileValidationMessages)).toEqual({ phone: 'The hotel did not accept this value' });
  });

  it('leaves a refusal about no field of the profile to the form’s alert', () => {
    expect(hotelProfileFieldErrors(new ApiError('VALIDATION_FAILED', 'body/installationId is not allowed', 400), sent, german)).toBeUndefined();
    expect(hotelProfileFieldErrors(new ApiError('FORBIDDEN', 'Admins only.', 403), sent, german)).toBeUndefined();
    expect(hotelProfileFieldErrors(new ApiError('NETWORK_ERROR', 'Network Error', 0), sent, german)).toBeUndefined();
    expect(hotelProfileFieldErrors(new Error('boom'), sent, german)).toBeUndefined();
  });
});
