import { fireEvent, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { roomTypeSelectMessages, sectionStatusMessages } from '@hotel/ui';
import { getGetAllRoomsMockHandler, getGetAvailableRoomsMockHandler, getGetHealthMockHandler, getGetRoomTypesMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, eventually, internalError, unreachableOnce } from '../test/apiServer';
import { gardenSingle, hotelToday, oceanSuite } from '../test/fixtures';
import { readInGerman, renderApp, retryWhenUnreachable } from '../test/renderApp';

const roomsFail = apiError('get', '*/rooms/all-rooms', internalError);

/** Searches under fake timers (user-event waits on timers of its own, so events are fired directly). */
async function search(screen: ReturnType<typeof renderApp>['screen']) {
  fireEvent.change(await screen.findByLabelText('Check-in date'), { target: { value: '2099-01-10' } });
  fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: '2099-01-12' } });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('HomeRoute', () => {
  // The loader asks the server for the hotel's date alongside its other reads.
  beforeEach(() => apiServer.use(getGetHealthMockHandler({ status: 'ok', today: hotelToday })));

  it('shows the rooms in the carousel and the room types in the search form', async () => {
    apiServer.use(getGetAllRoomsMockHandler([oceanSuite, gardenSingle]), getGetRoomTypesMockHandler(['Ocean Suite', 'Garden Single']));
    const { screen } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Ocean Suite' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Garden Single' })).toBeTruthy();
    expect(screen.getAllByText('Book Now')).toHaveLength(2);
    expect(await screen.findByRole('option', { name: 'Garden Single' })).toBeTruthy();
  });

  it("offers a calendar from the hotel's date (no booked nights: it is for every room) that fills check-in and check-out, and a calendar button by each", async () => {
    apiServer.use(getGetAllRoomsMockHandler([oceanSuite]), getGetRoomTypesMockHandler(['Ocean Suite']));
    const { screen } = renderApp('/');
    // No booked-nights call: a call without a handler would fail the test. The calendar's code loads on demand, the
    // first time in this run (a busy full run took over 10 s to transform it), so this wait is longer.
    await eventually(() => screen.getByRole('grid', { name: 'January 2099' }), { timeout: 25_000 });
    // Nothing before the hotel's today.
    expect(screen.getByRole('button', { name: 'Go to the previous month' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Today, Thursday, January 1, 2099' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saturday, January 3, 2099' }));
    // The fields show the picked days the English way, MM/DD/YYYY.
    const [year, month, day] = hotelToday.split('-');
    expect((screen.getByLabelText('Check-in date') as HTMLInputElement).value).toBe(`${month}/${day}/${year}`);
    expect((screen.getByLabelText('Check-out date') as HTMLInputElement).value).toBe('01/03/2099');
    // Each field has the kit's calendar button besides, described by its label; its code loads on demand too.
    for (const label of ['Check-in date', 'Check-out date']) {
      await eventually(() => screen.getByRole('button', { name: 'Open the calendar', description: label }), { timeout: 25_000 });
    }
  });

  it('shows an empty carousel without an error when there are no rooms', async () => {
    apiServer.use(getGetAllRoomsMockHandler([]), getGetRoomTypesMockHandler([]));
    const { screen } = renderApp('/');
    await screen.findAllByRole('link', { name: 'Browse all rooms' });
    await eventually(() => expect(screen.queryByText('Loading rooms....')).toBeNull());
    expect(screen.queryByText('Book Now')).toBeNull();
    expect(screen.queryByText(/Error/)).toBeNull();
  });

  it('shows the spec’s errors when the rooms or the room types fail', async () => {
    apiServer.use(roomsFail, apiError('get', '*/rooms/room/types', internalError));
    const { screen } = renderApp('/');
    expect(await screen.findByText('Error : Error fetching rooms')).toBeTruthy();
    expect(await screen.findByText('Error fetching room types')).toBeTruthy();
  });

  it('shows the rooms’, the room types’ and a refused search’s failures in German under German', async () => {
    await readInGerman();
    apiServer.use(
      roomsFail,
      apiError('get', '*/rooms/room/types', internalError),
      apiError('get', '*/rooms/available-rooms', { status: 400, code: 'INVALID_DATES', message: 'Check-in date cannot be in the past (today is 2099-01-11).' }),
    );
    // The address is the search: it runs at once.
    const { screen } = renderApp('/?checkIn=2099-01-10&checkOut=2099-01-12');
    expect(await screen.findByText('Fehler: Die Zimmer konnten nicht geladen werden')).toBeTruthy();
    expect(await screen.findByText('Die Zimmerarten konnten nicht geladen werden')).toBeTruthy();
    // After the spec's 2 s search indicator, the server's text in the kit's German words, its date in German.
    expect(
      await screen.findByText('Das Anreisedatum darf nicht in der Vergangenheit liegen (heute ist der 11.01.2099).', {}, { timeout: timings.searchIndicatorMs + 3000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Error|Check-in/)).toBeNull();
  });

  it('keeps "Finding availble rooms...." for the spec’s 2 s even when the answer is at once, then shows it', async () => {
    apiServer.use(
      getGetAllRoomsMockHandler([oceanSuite]),
      getGetRoomTypesMockHandler(['Ocean Suite']),
      getGetAvailableRoomsMockHandler([{ ...gardenSingle, totalPrice: 180 }]),
    );
    const { screen } = renderApp('/');
    await screen.findByRole('option', { name: 'Ocean Suite' });
    await search(screen);
    await advance(timings.searchIndicatorMs - 1);
    expect(screen.getByText('Finding availble rooms....')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).toBeNull();
    await advance(1);
    expect(screen.queryByText('Finding availble rooms....')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Garden Single' })).toBeTruthy();
  });

  it('searches with the guests, keeps them in the address, shows each room’s stay total and carries the stay into Book Now', async () => {
    const asked: URLSearchParams[] = [];
    apiServer.use(
      getGetAllRoomsMockHandler([oceanSuite]),
      getGetRoomTypesMockHandler(['Ocean Suite']),
      getGetAvailableRoomsMockHandler(({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return [{ ...oceanSuite, totalPrice: 530 }];
      }),
    );
    const { screen, location } = renderApp('/');
    await screen.findByRole('option', { name: 'Ocean Suite' });
    const form = screen.getByRole('search', { name: 'Room search' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Adults' }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Children' }), { target: { value: '2' } });
    await search(screen);
    await advance(timings.searchIndicatorMs);
    expect(location().search).toBe('?checkIn=2099-01-10&checkOut=2099-01-12&adults=3&children=2');
    expect(Object.fromEntries(asked[0]!)).toEqual({ checkInDate: '2099-01-10', checkOutDate: '2099-01-12', numOfAdults: '3', numOfChildren: '2' });
    const card = within(screen.getByRole('region', { name: 'Search Results' })).getByRole('article', { name: 'Ocean Suite' });
    expect(card.textContent).toContain('$250 / night');
    expect(card.textContent).toContain('$530 for 2 nights');
    expect(within(card).getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/book-room/7?checkIn=2099-01-10&checkOut=2099-01-12&adults=3&children=2');
  });

  it('restores the guests of a search in the address into the form, and searches with them', async () => {
    const asked: URLSearchParams[] = [];
    apiServer.use(
      getGetAllRoomsMockHandler([]),
      getGetRoomTypesMockHandler([]),
      getGetAvailableRoomsMockHandler(({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return [];
      }),
    );
    const { screen } = renderApp('/?checkIn=2099-01-10&checkOut=2099-01-12&adults=4&children=1');
    const form = await screen.findByRole('search', { name: 'Room search' });
    expect((within(form).getByRole('combobox', { name: 'Adults' }) as HTMLSelectElement).value).toBe('4');
    expect((within(form).getByRole('combobox', { name: 'Children' }) as HTMLSelectElement).value).toBe('1');
    // The address's search is answered before the test ends (on a busy machine it reached the mock server after the
    // handlers were reset, and failed the next test as a call without a handler).
    await eventually(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!)).toEqual({ checkInDate: '2099-01-10', checkOutDate: '2099-01-12', numOfAdults: '4', numOfChildren: '1' });
  });

  it('shows a search failure with the server’s message, after the spec’s 2 s indicator (a failure does not cut it short)', async () => {
    apiServer.use(
      getGetAllRoomsMockHandler([]),
      getGetRoomTypesMockHandler([]),
      apiError('get', '*/rooms/available-rooms', { status: 400, code: 'INVALID_DATES', message: 'Check-in date cannot be in the past.' }),
    );
    const { screen } = renderApp('/');
    await search(screen);
    await advance(timings.searchIndicatorMs - 1);
    expect(screen.getByText('Finding availble rooms....')).toBeTruthy();
    expect(screen.queryByText('Check-in date cannot be in the past.')).toBeNull();
    await advance(1);
    expect(screen.getByText('Check-in date cannot be in the past.')).toBeTruthy();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the rooms and the room types', async () => {
    apiServer.use(
      unreachableOnce('get', '*/rooms/all-rooms'),
      unreachableOnce('get', '*/rooms/room/types'),
      getGetAllRoomsMockHandler([oceanSuite]),
      getGetRoomTypesMockHandler(['Ocean Suite']),
    );
    const { screen } = renderApp('/');
    await retryWhenUnreachable();
    await retryWhenUnreachable();
    expect(await screen.findByRole('heading', { name: 'Ocean Suite' })).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Ocean Suite' })).toBeTruthy();
    expect(screen.queryByText(sectionStatusMessages.unreachable)).toBeNull();
  });

  it('offers Retry in the search form when the room types cannot be loaded, keeping the dates typed', async () => {
    apiServer.use(
      getGetAllRoomsMockHandler([oceanSuite]),
      unreachableOnce('get', '*/rooms/room/types'),
      getGetRoomTypesMockHandler(['Ocean Suite']),
    );
    const { screen } = renderApp('/');
    const form = within(await screen.findByRole('search'));
    expect(await form.findByText(sectionStatusMessages.unreachable)).toBeTruthy();
    fireEvent.change(form.getByLabelText('Check-in date'), { target: { value: '2099-01-10' } });
    fireEvent.change(form.getByLabelText('Check-out date'), { target: { value: '2099-01-12' } });
    fireEvent.click(form.getByRole('button', { name: roomTypeSelectMessages.retry }));
    expect(await form.findByRole('option', { name: 'Ocean Suite' })).toBeTruthy();
    expect(form.queryByText(sectionStatusMessages.unreachable)).toBeNull();
    expect(form.getByLabelText<HTMLInputElement>('Check-in date').value).toBe('2099-01-10');
    expect(form.getByLabelText<HTMLInputElement>('Check-out date').value).toBe('2099-01-12');
  });
});
