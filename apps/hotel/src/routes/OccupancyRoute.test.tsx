import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetAllBookingsMockHandler, getGetHealthMockHandler, getGetOccupancyMockHandler } from '@hotel/api-client/mocks';
import type { Booking, Occupancy } from '@hotel/api-client';
import { apiError, apiServer, eventually, internalError } from '../test/apiServer';
import { confirmedBooking } from '../test/fixtures';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

/** The rooms the API answers for any window, and the windows it was asked for. */
function occupancyApi(rooms: Occupancy['rooms']) {
  const asked: Array<{ from: string | null; to: string | null }> = [];
  const handler = getGetOccupancyMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const window = { from: query.get('from'), to: query.get('to') };
    asked.push(window);
    return { from: window.from ?? '', to: window.to ?? '', rooms };
  });
  return { handler, asked };
}

const rooms: Occupancy['rooms'] = [
  {
    roomId: 7,
    roomType: 'Ocean Suite',
    stays: [
      { bookingId: 31, checkInDate: '2099-12-30', checkOutDate: '2100-01-02', guestName: 'Ada Lovelace', source: 'direct' },
      { checkInDate: '2100-01-04', checkOutDate: '2100-01-06', source: 'Airbnb' },
    ],
    closures: [],
    conflicts: [],
  },
];

const health = getGetHealthMockHandler({ status: 'ok', today: '2099-12-31' });
const adaNight = 'Ada Lovelace, direct booking, Dec 30, 2099 to Jan 2, 2100';

describe('OccupancyRoute', () => {
  // happy-dom lays nothing out: the grid renders the rows and nights that fit its scroll box, so give boxes a size.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the rooms by night for the period in the address, today marked', async () => {
    logInAs('admin');
    const { handler, asked } = occupancyApi(rooms);
    apiServer.use(handler, health);
    const { screen } = renderApp('/admin/occupancy?from=2099-12-28&to=2100-01-11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Occupancy' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Rooms by night, Dec 28, 2099 to Jan 10, 2100' });
    expect(asked).toEqual([{ from: '2099-12-28', to: '2100-01-11' }]);
    expect(within(grid).getByRole('rowheader', { name: /Room 7, Ocean Suite/ })).toBeTruthy();
    expect(within(grid).getAllByRole('gridcell', { name: adaNight })).toHaveLength(3);
    expect(within(grid).getAllByRole('gridcell', { name: 'Blocked by Airbnb, Jan 4, 2100 to Jan 6, 2100' })).toHaveLength(2);
    // The hotel's today, from the server.
    const today = await within(grid).findByRole('columnheader', { name: 'Dec 31, 2099, today' });
    expect(today.getAttribute('aria-current')).toBe('date');
  });

  it('opens a stay in Existing Bookings, filtered to its dates', async () => {
    logInAs('admin');
    const elsewhere: Booking = { ...confirmedBooking, id: 32, bookingConfirmationCode: 'WXYZ2345EFGH6789', checkInDate: '2100-02-01', checkOutDate: '2100-02-03' };
    apiServer.use(occupancyApi(rooms).handler, health, getGetAllBookingsMockHandler([confirmedBooking, elsewhere]));
    const { screen, location } = renderApp('/admin/occupancy?from=2099-12-28&to=2100-01-11');
    const grid = await screen.findByRole('grid');
    fireEvent.click(within(grid).getAllByRole('gridcell', { name: adaNight })[0]!);
    await eventually(() => expect(location().pathname).toBe('/existing-bookings'));
    expect(location().search).toBe('?from=2099-12-30&to=2100-01-02');
    expect(await screen.findByText('ABCD2345EFGH6789')).toBeTruthy();
    expect(screen.queryByText('WXYZ2345EFGH6789')).toBeNull();
  });

  it('moves to the period picked, in the address, and asks the API for it', async () => {
    logInAs('admin');
    const { handler, asked } = occupancyApi(rooms);
    apiServer.use(handler, health);
    const { screen, location } = renderApp('/admin/occupancy?from=2099-12-28&to=2100-01-11');
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
    expect(await screen.findByRole('grid', { name: 'Rooms by night, Jan 11, 2100 to Jan 24, 2100' })).toBeTruthy();
    expect(location().search).toBe('?from=2100-01-11&to=2100-01-25');
    expect(asked.at(-1)).toEqual({ from: '2100-01-11', to: '2100-01-25' });
  });

  it('shows two weeks from today when the address names no period, or one the API would refuse', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2099, 11, 20, 12));
    logInAs('admin');
    const { handler, asked } = occupancyApi(rooms);
    apiServer.use(handler, health);
    const { screen } = renderApp('/admin/occupancy?from=2099-12-01&to=2100-04-01');
    expect(await screen.findByRole('grid', { name: 'Rooms by night, Dec 20, 2099 to Jan 2, 2100' })).toBeTruthy();
    expect(asked).toEqual([{ from: '2099-12-20', to: '2100-01-03' }]);
  });

  it('says it in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/occupancy', internalError), health);
    const { screen } = renderApp('/admin/occupancy');
    expect(await screen.findByText('Fehler beim Laden der Belegung: Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
  });

  it('says when the occupancy could not be read', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/occupancy', internalError), health);
    const { screen } = renderApp('/admin/occupancy');
    expect(await screen.findByText(/^Error fetching occupancy : /)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('explains to a guest that the page is for administrators', async () => {
    logInAs('user');
    const { screen } = renderApp('/admin/occupancy');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
