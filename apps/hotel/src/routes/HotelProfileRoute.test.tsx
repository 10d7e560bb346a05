import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { getGetAllRoomsMockHandler, getGetHotelProfileMockHandler, getPutHotelProfileMockHandler } from '@hotel/api-client/mocks';
import type { HotelProfile } from '@hotel/api-client';
import { setHotelProfile } from '../shared/hotelProfile';
import { apiError, apiServer, internalError } from '../test/apiServer';
import { oceanSuite } from '../test/fixtures';
import { logInAs, renderApp } from '../test/renderApp';

const stored: HotelProfile = {
  name: 'HavenHub',
  address: '1 Harbour Street',
  phone: '+44 23 9200 0000',
  contactEmail: 'frontdesk@havenhub.example',
  currency: 'USD',
  timeZone: 'Europe/London',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  defaultLanguage: 'en',
  cancellationPolicy: '',
};

/** The app's profile starts unknown in every test (the kit's defaults), whatever a test saved. */
function renderProfile() {
  onTestFinished(() => setHotelProfile(null));
  logInAs('admin');
  return renderApp('/admin/hotel');
}

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('HotelProfileRoute', () => {
  it('is linked from the Admin Panel', async () => {
    logInAs('admin');
    const { screen } = renderApp('/admin');
    expect((await screen.findByRole('link', { name: 'Hotel Profile' })).getAttribute('href')).toBe('/admin/hotel');
  });

  it("loads the profile, saves it with PUT, and the navbar, footer, title and prices follow without a reload", async () => {
    const saved: unknown[] = [];
    apiServer.use(
      getGetHotelProfileMockHandler(stored),
      getPutHotelProfileMockHandler(async ({ request }) => {
        const body = (await request.json()) as HotelProfile;
        saved.push(body);
        return body;
      }),
      getGetAllRoomsMockHandler([oceanSuite]),
    );
    const { screen, router } = renderProfile();
    const name = await screen.findByRole('textbox', { name: "Hotel's name" });
    expect((name as HTMLInputElement).value).toBe('HavenHub');
    expect(document.title).toBe('Hotel Profile · HavenHub');
    type(name, ' Gasthof Zur Linde ');
    type(screen.getByRole('textbox', { name: 'Currency' }), 'eur');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText("The hotel's profile was saved.")).toBeTruthy();
    expect(saved).toEqual([{ ...stored, name: 'Gasthof Zur Linde', currency: 'EUR' }]);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Gasthof Zur Linde' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('contentinfo').textContent).toContain('Gasthof Zur Linde');
    await waitFor(() => expect(document.title).toBe('Hotel Profile · Gasthof Zur Linde'));

    await router.navigate('/existing-rooms');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('€250')).toBeTruthy();
  });

  it("shows the server's refusals on their fields, in the kit's words, the first focused", async () => {
    apiServer.use(
      getGetHotelProfileMockHandler(stored),
      apiError('put', '*/hotel', { status: 422, code: 'UNKNOWN_CURRENCY', message: 'Unknown currency "XYZ": expected an ISO 4217 code such as EUR or USD.' }),
    );
    const { screen } = renderProfile();
    const currency = await screen.findByRole('textbox', { name: 'Currency' });
    type(currency, 'XYZ');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(currency.getAttribute('aria-invalid')).toBe('true'));
    // Focus moves in an effect after the refusal is shown.
    await waitFor(() => expect(document.activeElement).toBe(currency));
    expect(describedBy(currency)).toContain('There is no currency XYZ: enter an ISO 4217 code, such as EUR');
    // A refusal about a field says so there only.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'HavenHub' })).toBeTruthy();
  });

  it('names the field of a schema refusal (400), with its own rule’s text or that the hotel did not accept it', async () => {
    apiServer.use(
      getGetHotelProfileMockHandler(stored),
      apiError('put', '*/hotel', { status: 400, code: 'VALIDATION_FAILED', message: 'body/name must match pattern "^[^\\u0000-\\u001F]*$"' }),
    );
    const { screen } = renderProfile();
    const name = await screen.findByRole('textbox', { name: "Hotel's name" });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(name)).toContain('The hotel did not accept this value');
    type(name, 'Seaside Inn');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('says a save failed for no field in the kit’s words, and keeps the input', async () => {
    apiServer.use(getGetHotelProfileMockHandler(stored), apiError('put', '*/hotel', internalError));
    const { screen } = renderProfile();
    type(await screen.findByRole('textbox', { name: 'Phone' }), '+49 30 1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe("The hotel's profile could not be saved. Please try again.");
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('+49 30 1234567');
  });

  it('is for administrators only', async () => {
    logInAs('user');
    const { screen } = renderApp('/admin/hotel');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: "Hotel's name" })).toBeNull();
  });
});
