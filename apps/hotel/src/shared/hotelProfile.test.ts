import { afterEach, describe, expect, it } from 'vitest';
import { getGetHotelProfileMockHandler } from '@hotel/api-client/mocks';
import type { HotelProfile } from '@hotel/api-client';
import { apiServer } from '../test/apiServer';
import { setHotelProfile, startHotelProfile } from './hotelProfile';

const profile: HotelProfile = {
  name: 'Zur "Linde" </script>',
  address: '',
  phone: '',
  contactEmail: '',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  checkInTime: '15:00',
  checkOutTime: '10:30',
  defaultLanguage: 'de',
  cancellationPolicy: '',
};

afterEach(() => {
  document.getElementById('hotel-profile')?.remove();
  setHotelProfile(null);
});

describe('startHotelProfile', () => {
  it('takes the profile the server wrote into the page (escaped as the server writes it), asking nothing', async () => {
    const written = document.createElement('script');
    written.type = 'application/json';
    written.id = 'hotel-profile';
    written.textContent = JSON.stringify(profile).replace(/</g, '\\u003c');
    document.head.append(written);
    expect(await startHotelProfile()).toEqual(profile);
  });

  it('asks the API when the page has none (the dev server), and keeps the defaults without an answer', async () => {
    apiServer.use(getGetHotelProfileMockHandler(profile));
    expect(await startHotelProfile()).toEqual(profile);
    setHotelProfile(null);
    apiServer.resetHandlers();
    apiServer.use(getGetHotelProfileMockHandler(() => Promise.reject(new Error('down'))));
    expect(await startHotelProfile()).toBeNull();
  });
});
