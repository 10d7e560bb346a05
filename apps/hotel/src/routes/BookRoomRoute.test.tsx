import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getBookRoomMockHandler,
  getGetHealthMockHandler,
  getGetRoomBookedNightsMockHandler,
  getGetRoomByIdMockHandler,
  getGetRoomQuoteMockHandler,
  getGetRoomRatesMockHandler,
} from '@hotel/api-client/mocks';
import type { Quote } from '@hotel/api-client';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, eventually, unreachableOnce } from '../test/apiServer';
import { hotelToday, oceanSuite } from '../test/fixtures';
import { logInAs, readInGerman, renderApp, retryWhenUnreachable, userEmail } from '../test/renderApp';

/** The room page under fake timers, past the spec's 1 s room delay. */
async function openOceanSuite() {
  logInAs('user');
  vi.useFakeTimers();
  const app = renderApp('/book-room/7');
  await advance(timings.roomDetailLoadDelayMs);
  return app;
}

/** The server's quote of the stay `reserve` fills in: a season's night dearer than the two after it. */
const quote: Quote = {
  roomId: 7,
  checkInDate: '2099-01-10',
  checkOutDate: '2099-01-13',
  nights: [
    { date: '2099-01-10', price: 300, season: 'Winter fair' },
    { date: '2099-01-11', price: 250 },
    { date: '2099-01-12', price: 250 },
  ],
  totalPrice: 800,
  available: true,
};

/** Fills the form and continues; the summary shows once the server's quote says the room is free (fake timers). */
async function reserve(screen: ReturnType<typeof renderApp>['screen']) {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: '2099-01-10' } });
  fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: '2099-01-13' } });
  fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText('Children'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await advance(0);
}

describe('BookRoomRoute', () => {
  // The loader asks the server for the hotel's date and the room's booked nights (the server's default window) together.
  beforeEach(() =>
    apiServer.use(
      getGetHealthMockHandler({ status: 'ok', today: hotelToday }),
      getGetRoomBookedNightsMockHandler({ roomId: 7, from: hotelToday, to: '2100-01-01', bookedNights: [] }),
      getGetRoomRatesMockHandler({ weekdayPrices: {}, seasons: [], closures: [] }),
    ),
  );

  it("shows the room's calendar from the hotel's date with its booked nights (the server's default window) disabled and each free night's price; check-in then check-out fill the form", async () => {
    const windows: string[] = [];
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomBookedNightsMockHandler(({ request }) => {
        windows.push(new URL(request.url).search);
        return { roomId: 7, from: hotelToday, to: '2100-01-01', bookedNights: [{ start: '2099-01-05', end: '2099-01-08' }] };
      }),
    );
    const { screen } = await openOceanSuite();
    const calendar = await eventually(() => screen.getByRole('group', { name: 'Availability' }));
    // No window of its own: the address is the one the page announces (routePreloads), so the preload is used.
    expect(windows).toEqual(['']);
    await eventually(() => expect(screen.getByRole('button', { name: 'Monday, January 5, 2099, booked' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: 'Wednesday, January 7, 2099, booked' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Thursday, January 8, 2099, $250 per night' })).toHaveProperty('disabled', false);
    expect(calendar.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Saturday, January 10, 2099, $250 per night' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, January 13, 2099, $250 per night' }));
    expect((screen.getByLabelText('Check-in date') as HTMLInputElement).value).toBe('01/10/2099');
    expect((screen.getByLabelText('Check-out date') as HTMLInputElement).value).toBe('01/13/2099');
    // The typed fields stay, and what is typed shows in the calendar.
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: '2099-01-11' } });
    expect(screen.getByRole('button', { name: 'Sunday, January 11, 2099, $250 per night, selected' })).toBeTruthy();
  });

  it("shows the room's closed nights as closed with the hotel's reason, and a season's minimum stay after a check-in in it", async () => {
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomRatesMockHandler({
        weekdayPrices: {},
        seasons: [{ name: 'Winter', startDate: '2099-01-10', endDate: '2099-02-01', minNights: 3 }],
        closures: [{ startDate: '2099-01-05', endDate: '2099-01-07', reason: 'Renovation' }],
      }),
    );
    const { screen } = await openOceanSuite();
    await eventually(() => expect(screen.getByRole('button', { name: 'Monday, January 5, 2099, closed: Renovation' })).toHaveProperty('disabled', true));
    expect(screen.getByRole('button', { name: 'Tuesday, January 6, 2099, closed: Renovation' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Wednesday, January 7, 2099, $250 per night' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Saturday, January 10, 2099, $250 per night' }));
    expect(screen.getByRole('button', { name: 'Sunday, January 11, 2099, shorter than the minimum stay of 3 nights' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Monday, January 12, 2099, shorter than the minimum stay of 3 nights' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, January 13, 2099, $250 per night' }));
    expect((screen.getByLabelText('Check-out date') as HTMLInputElement).value).toBe('01/13/2099');
  });

  it('refuses in the calendar a stay across a booked night, and the form keeps its dates', async () => {
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomBookedNightsMockHandler({ roomId: 7, from: hotelToday, to: '2100-01-01', bookedNights: [{ start: '2099-01-05', end: '2099-01-08' }] }),
    );
    const { screen } = await openOceanSuite();
    await eventually(() => expect(screen.getByRole('button', { name: 'Monday, January 5, 2099, booked' })).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('button', { name: 'Friday, January 2, 2099, $250 per night' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saturday, January 10, 2099, $250 per night' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your stay would include a night that is already booked. Pick an earlier check-out day, or another check-in day.',
    );
    expect((screen.getByLabelText('Check-in date') as HTMLInputElement).value).toBe('');
  });

  it("shows the room's gallery (its first photo read out by its alt text, at the sizes its files offer), description, facts and amenities", async () => {
    const sources = (format: string) => [400, 800].map((width) => `/api/rooms/photos/3/v1/${width}.${format} ${width}w`).join(', ');
    apiServer.use(
      getGetRoomByIdMockHandler({
        ...oceanSuite,
        description: 'Sea on two sides.\n\nA desk by the window.',
        bedType: 'king',
        sizeSquareMeters: 42,
        amenities: ['wifi', 'seaView'],
        photos: [{ id: 3, alt: 'The bed facing the sea', width: 1600, height: 1200, version: 'v1', sources: { avif: sources('avif'), webp: sources('webp'), jpeg: '/api/rooms/photos/3/v1/800.jpg' } }],
      }),
    );
    const { screen } = await openOceanSuite();
    const gallery = await eventually(() => screen.getByRole('region', { name: 'Room photos' }));
    const photo = within(gallery).getByRole('img', { name: 'The bed facing the sea' });
    expect([photo.getAttribute('width'), photo.getAttribute('height'), photo.getAttribute('src')]).toEqual(['1600', '1200', '/api/rooms/photos/3/v1/800.jpg']);
    expect(gallery.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(sources('avif'));
    expect(screen.getByText('A desk by the window.')).toBeTruthy();
    expect(screen.getByText('King bed')).toBeTruthy();
    expect(screen.getByText('42 m²')).toBeTruthy();
    expect(screen.getByText('Sea view')).toBeTruthy();
  });

  it('shows "Loading room information..." for the spec’s 1 s even when the answer is at once, then the room', async () => {
    apiServer.use(getGetRoomByIdMockHandler(oceanSuite));
    logInAs('user');
    vi.useFakeTimers();
    const { screen } = renderApp('/book-room/7');
    await advance(timings.roomDetailLoadDelayMs - 1);
    expect(screen.getByText('Loading room information...')).toBeTruthy();
    await advance(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean Suite' })).toBeTruthy();
    // What it sleeps: its adults and children together.
    expect(screen.getByText('Sleeps').nextElementSibling?.textContent).toBe('6 guests');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(userEmail);
  });

  it('shows the spec’s error for a room that does not exist, without the form, after the 1 s (a failure does not cut it short)', async () => {
    apiServer.use(apiError('get', '*/rooms/room/:id', { status: 404, code: 'ROOM_NOT_FOUND', message: 'Room not found.' }));
    logInAs('user');
    vi.useFakeTimers();
    const { screen } = renderApp('/book-room/7');
    await advance(timings.roomDetailLoadDelayMs - 1);
    expect(screen.getByText('Loading room information...')).toBeTruthy();
    expect(screen.queryByText('Error fetching room Room not found.')).toBeNull();
    await advance(1);
    expect(screen.getByText('Error fetching room Room not found.')).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('says a room that does not exist in German, prefix and reason from the kit’s messages', async () => {
    await readInGerman();
    logInAs('user');
    // An address whose id is no room id: the app answers as the server does for an unknown one, calling nothing.
    const { screen } = renderApp('/book-room/abc');
    expect(await screen.findByText('Fehler beim Laden des Zimmers: Das Zimmer wurde nicht gefunden.')).toBeTruthy();
  });

  it('books after the 3 s spinner with one request carrying the quoted total, then shows the confirmation code and the nights', async () => {
    const posts: unknown[] = [];
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomQuoteMockHandler(quote),
      getBookRoomMockHandler(async ({ request }) => {
        posts.push(await request.json());
        // A booking stores each night's price, not the season that set it.
        const nights = quote.nights.map(({ date, price }) => ({ date, price }));
        return { message: 'Room booked successfully.', bookingConfirmationCode: 'ABCD2345EFGH6789', totalPrice: 800, nights };
      }),
    );
    const { screen, location } = await openOceanSuite();
    await reserve(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking & proceed to payment' }));
    await advance(timings.reservationRedirectMs - 1);
    expect(screen.getByText('Booking Confirmed, redirecting to payment...')).toBeTruthy();
    expect(posts).toHaveLength(0);
    await advance(1);
    await eventually(() => expect(location().pathname).toBe('/booking-success'));
    expect(posts).toEqual([
      {
        guestFullName: 'Ada Lovelace',
        guestEmail: userEmail,
        checkInDate: '2099-01-10',
        checkOutDate: '2099-01-13',
        numOfAdults: 2,
        numOfChildren: 1,
        expectedTotalPrice: 800,
      },
    ]);
    await eventually(() => expect(screen.getByText('ABCD2345EFGH6789')).toBeTruthy());
    expect(screen.getByText('Jan 10, 2099').nextElementSibling?.textContent).toBe('$300');
    expect(screen.getByText('Jan 11, 2099 – Jan 12, 2099').nextElementSibling?.textContent).toBe('2 × $250');
  });

  it('returns a refused booking to the form with the server’s text, and reads the booked nights again', async () => {
    const message = 'Sorry, this room is not available for the selected dates.';
    let reads = 0;
    apiServer.use(
      getGetRoomBookedNightsMockHandler(() => {
        reads += 1;
        // The second read: another guest took the nights between Continue and Confirm.
        const bookedNights = reads === 1 ? [] : [{ start: '2099-01-10', end: '2099-01-13' }];
        return { roomId: 7, from: hotelToday, to: '2100-01-01', bookedNights };
      }),
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomQuoteMockHandler(quote),
      apiError('post', '*/bookings/room/:roomId/booking', { status: 409, code: 'ROOM_UNAVAILABLE', message }),
    );
    const { screen, location } = await openOceanSuite();
    await reserve(screen);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking & proceed to payment' }));
    await advance(timings.reservationRedirectMs);
    await eventually(() => expect(screen.getByText(message, { exact: false })).toBeTruthy());
    expect(location().pathname).toBe('/book-room/7');
    // The read again answers on the generated handler's timer.
    await advance(0);
    await eventually(() => expect(reads).toBe(2));
    await advance(0);
    await eventually(() => expect(screen.getByRole('button', { name: /^Saturday, January 10, 2099\b.*booked/ })).toHaveProperty('disabled', true));
  });

  it('asks the quote for the stay and guests at Continue, and the summary shows its nights and total', async () => {
    const asked: string[] = [];
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomQuoteMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return quote;
      }),
    );
    const { screen } = await openOceanSuite();
    await reserve(screen);
    await eventually(() => expect(screen.getByRole('region', { name: 'Reservation Summary' })).toBeTruthy());
    expect(asked).toEqual(['?checkInDate=2099-01-10&checkOutDate=2099-01-13&numOfAdults=2&numOfChildren=1']);
    const summary = screen.getByRole('region', { name: 'Reservation Summary' });
    expect(within(summary).getByText('Total payment').nextElementSibling?.textContent).toBe('$800');
    expect(within(summary).getByText('Jan 10, 2099').nextElementSibling?.textContent).toBe('Winter fair: $300');
    expect(within(summary).getByText('Jan 11, 2099 – Jan 12, 2099').nextElementSibling?.textContent).toBe('2 × $250');
  });

  it('says the room is taken when the quote finds a night booked, with no summary', async () => {
    apiServer.use(getGetRoomByIdMockHandler(oceanSuite), getGetRoomQuoteMockHandler({ ...quote, available: false }));
    const { screen } = await openOceanSuite();
    await reserve(screen);
    await eventually(() => expect(screen.getByText('Sorry, this room is already booked for some of these dates. Please choose other dates.')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Reservation Summary' })).toBeNull();
  });

  it.each([
    ['MIN_STAY_NOT_MET', 'A stay starting on 2099-01-10 is at least 4 nights.', 'Check-out date'],
    ['NIGHT_CLOSED', 'The room is closed on the night of 2099-01-11.', 'Check-in date'],
    ['OVER_CAPACITY', 'This room sleeps at most 4 adults and no children.', 'Children'],
  ] as const)('shows the quote’s %s at its field, with no summary', async (code, message, field) => {
    apiServer.use(
      getGetRoomByIdMockHandler(code === 'OVER_CAPACITY' ? { ...oceanSuite, maxChildren: 0 } : oceanSuite),
      apiError('get', '*/rooms/:roomId/quote', { status: 422, code, message }),
    );
    const { screen } = await openOceanSuite();
    await reserve(screen);
    await eventually(() => expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(field).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reservation Summary' })).toBeNull();
    // An edit drops it until the next Continue.
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ada King' } });
    expect(screen.queryByText(message)).toBeNull();
  });

  it('on a price changed between Continue and Confirm books nothing, shows the new quote and books at it once confirmed again', async () => {
    const posts: { expectedTotalPrice?: number }[] = [];
    let quotes = 0;
    const dearer: Quote = { ...quote, nights: quote.nights.map((night) => ({ ...night, price: night.price + 20 })), totalPrice: 860 };
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomQuoteMockHandler(() => {
        quotes += 1;
        return quotes === 1 ? quote : dearer;
      }),
      http.post('*/bookings/room/:roomId/booking', async ({ request }) => {
        const body = (await request.json()) as { expectedTotalPrice?: number };
        posts.push(body);
        return body.expectedTotalPrice === 860
          ? HttpResponse.json({ message: 'Room booked successfully.', bookingConfirmationCode: 'ABCD2345EFGH6789', totalPrice: 860, nights: dearer.nights }, { status: 201 })
          : HttpResponse.json({ code: 'PRICE_CHANGED', message: 'The price of this stay is now $860.' }, { status: 409 });
      }),
    );
    const { screen, location } = await openOceanSuite();
    await reserve(screen);
    await eventually(() => expect(screen.getByRole('region', { name: 'Reservation Summary' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking & proceed to payment' }));
    await advance(timings.reservationRedirectMs);
    await eventually(() => expect(screen.getByText('The price of this stay has changed: it is now $860 instead of $800. Please check it and confirm again.')).toBeTruthy());
    expect(location().pathname).toBe('/book-room/7');
    expect(quotes).toBe(2);
    const summary = screen.getByRole('region', { name: 'Reservation Summary' });
    expect(within(summary).getByText('Total payment').nextElementSibling?.textContent).toBe('$860');
    expect(within(summary).getByText('Jan 10, 2099').nextElementSibling?.textContent).toBe('Winter fair: $320');
    // Nothing was booked by the first Confirm; the second books at the new total.
    fireEvent.click(within(summary).getByRole('button', { name: 'Confirm Booking & proceed to payment' }));
    await advance(timings.reservationRedirectMs);
    await eventually(() => expect(location().pathname).toBe('/booking-success'));
    expect(posts.map((post) => post.expectedTotalPrice)).toEqual([800, 860]);
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the room', async () => {
    logInAs('user');
    apiServer.use(unreachableOnce('get', '*/rooms/room/:id'), getGetRoomByIdMockHandler(oceanSuite));
    const { screen } = renderApp('/book-room/7');
    await retryWhenUnreachable();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Suite' })).toBeTruthy();
  });
});
