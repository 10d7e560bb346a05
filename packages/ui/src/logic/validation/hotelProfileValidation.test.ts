import { describe, expect, it } from 'vitest';
import type { HotelProfileView } from '../../types/views';
import { hotelProfileValidationMessages as t, normalizeHotelProfile, validateHotelProfile } from './hotelProfileValidation';

const valid: HotelProfileView = {
  name: 'Seaside Inn',
  address: '1 Harbour Street',
  phone: '+44 23 9200 0000',
  contactEmail: 'frontdesk@seaside.example',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  defaultLanguage: 'de',
  cancellationPolicy: '',
};

describe('validateHotelProfile', () => {
  it('accepts a complete profile, and empty optional details', () => {
    expect(validateHotelProfile(valid)).toEqual([]);
    expect(validateHotelProfile({ ...valid, address: '', phone: '', contactEmail: '' })).toEqual([]);
  });

  it('names every failing field in the form order', () => {
    const errors = validateHotelProfile({
      ...valid,
      name: '',
      contactEmail: 'not-an-email',
      currency: 'EURO',
      timeZone: '',
      checkInTime: '2pm',
      checkOutTime: '24:00',
      cancellationPolicy: 'x'.repeat(1001),
    });
    expect(errors).toEqual([
      { field: 'name', message: t.nameRequired },
      { field: 'contactEmail', message: t.contactEmailInvalid },
      { field: 'currency', message: t.currencyInvalid },
      { field: 'timeZone', message: t.timeZoneRequired },
      { field: 'checkInTime', message: t.timeInvalid },
      { field: 'checkOutTime', message: t.timeInvalid },
      { field: 'cancellationPolicy', message: 'At most 1000 characters' },
    ]);
  });

  it("keeps the server's bounds: a name of 100 characters passes, 101 does not", () => {
    expect(validateHotelProfile({ ...valid, name: 'x'.repeat(100) })).toEqual([]);
    expect(validateHotelProfile({ ...valid, name: 'x'.repeat(101) })).toEqual([{ field: 'name', message: 'At most 100 characters' }]);
  });
});

describe('normalizeHotelProfile', () => {
  it('trims the texts and writes the currency in capitals', () => {
    expect(normalizeHotelProfile({ ...valid, name: '  Seaside Inn ', currency: ' eur ', timeZone: ' UTC ' })).toEqual({
      ...valid,
      currency: 'EUR',
      timeZone: 'UTC',
    });
  });
});
