import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetRoomByIdMockHandler, getGetRoomRatesMockHandler, getPutRoomRatesMockHandler } from '@hotel/api-client/mocks';
import type { RoomRates } from '@hotel/api-client';
import { timings } from '../config/timings';
import { advance, apiError, apiServer } from '../test/apiServer';
import { oceanSuite } from '../test/fixtures';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

const rates: RoomRates = {
  weekdayPrices: { '6': 300 },
  seasons: [{ name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 350, minNights: 3 }],
  closures: [],
};

describe('RoomRatesRoute', () => {
  it('loads the room’s rates into the editor, saves the edited ones with PUT and confirms for 3 s', async () => {
    logInAs('admin');
    const saved: unknown[] = [];
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomRatesMockHandler(rates),
      getPutRoomRatesMockHandler(async ({ request }) => {
        const body = (await request.json()) as RoomRates;
        saved.push(body);
        return body;
      }),
    );
    const { screen } = renderApp('/room-rates/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rates of Ocean Suite · #7' })).toBeTruthy();
    expect(document.title).toBe('Room Rates · HavenHub');
    expect((screen.getByRole('textbox', { name: 'Saturday' }) as HTMLInputElement).value).toBe('300');
    expect((screen.getByRole('textbox', { name: 'Name of season 1' }) as HTMLInputElement).value).toBe('Summer');
    fireEvent.change(screen.getByRole('textbox', { name: 'Friday' }), { target: { value: '280.5' } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await advance(0);
    expect(screen.getByText('Rates saved.')).toBeTruthy();
    expect(saved).toEqual([{ ...rates, weekdayPrices: { '5': 280.5, '6': 300 } }]);
    await advance(timings.roomMessageClearMs);
    expect(screen.queryByText('Rates saved.')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Friday' }) as HTMLInputElement).value).toBe('280.5');
  });

  it('shows the server’s refusal on the field it names, focused, until that draft is edited', async () => {
    logInAs('admin');
    const message = 'The closure closures/0 (2027-04-05 to 2027-04-08) covers nights of confirmed bookings: AB12CD34EF. Cancel or move them first.';
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomRatesMockHandler({ ...rates, closures: [{ startDate: '2027-04-05', endDate: '2027-04-08' }] }),
      apiError('put', '*/rooms/:roomId/rates', { status: 409, code: 'CLOSURE_OVER_BOOKINGS', message, field: 'closures/0' }),
    );
    const { screen } = renderApp('/room-rates/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Save rates' }));
    const start = screen.getByLabelText('First closed night of closure 1');
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    // Focus moves in an effect after the refusal is shown.
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(start.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(screen.getByText('Error saving rates')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End of closure 1 (first night open again)'), { target: { value: '2027-04-06' } });
    expect(start.getAttribute('aria-invalid')).toBeNull();
  });

  it('says a closure over bookings in German at its field under German, its dates written for the reader', async () => {
    await readInGerman();
    logInAs('admin');
    const message = 'The closure closures/0 (2027-04-05 to 2027-04-08) covers nights of confirmed bookings: AB12CD34EF. Cancel or move them first.';
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomRatesMockHandler({ ...rates, closures: [{ startDate: '2027-04-05', endDate: '2027-04-08' }] }),
      apiError('put', '*/rooms/:roomId/rates', { status: 409, code: 'CLOSURE_OVER_BOOKINGS', message, field: 'closures/0' }),
    );
    const { screen } = renderApp('/room-rates/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Preise speichern' }));
    const start = screen.getByLabelText('Erste geschlossene Nacht der Schließung 1');
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(start.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Die Schließung Nr. 1 (05.04.2027 bis 08.04.2027) betrifft Nächte bestätigter Buchungen: AB12CD34EF. Stornieren oder verlegen Sie diese zuerst.',
    );
    expect(screen.queryByText(message)).toBeNull();
  });

  it('sends nothing while the editor’s own checks refuse the rates', async () => {
    logInAs('admin');
    const saved: unknown[] = [];
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomRatesMockHandler(rates),
      getPutRoomRatesMockHandler(() => {
        saved.push('PUT');
        return rates;
      }),
    );
    const { screen } = renderApp('/room-rates/7');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Price per night of season 1' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText(/^Please enter a price above 0/)).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows the spec’s error for a room that does not exist, and calls nothing for an id that is no room id', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/rooms/room/:id', { status: 404, code: 'ROOM_NOT_FOUND', message: 'Room not found.' }), getGetRoomRatesMockHandler(rates));
    const { screen } = renderApp('/room-rates/99');
    expect(await screen.findByText('Error fetching room Room not found.')).toBeTruthy();
    const other = renderApp('/room-rates/abc');
    expect(await other.screen.findByText('Error fetching room Room not found.')).toBeTruthy();
  });

  it('explains to a guest that the page is for administrators', async () => {
    logInAs('user');
    const { screen } = renderApp('/room-rates/7');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save rates' })).toBeNull();
  });
});
