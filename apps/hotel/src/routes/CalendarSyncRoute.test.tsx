import { fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAddCalendarImportMockHandler,
  getGetCalendarSyncMockHandler,
  getGetRoomByIdMockHandler,
  getRotateCalendarExportTokenMockHandler,
} from '@hotel/api-client/mocks';
import type { CalendarSync } from '@hotel/api-client';
import { apiError, apiServer, eventually } from '../test/apiServer';
import { oceanSuite } from '../test/fixtures';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

const exportUrl = (token: string) => `http://hotel.test/api/rooms/7/calendar.ics?token=${token}`;

/** The room's calendar sync as the server keeps it: rotating changes the token, adding a feed lists it. */
function calendarApi() {
  let sync: CalendarSync = { roomId: 7, exportUrl: exportUrl('first'), imports: [] };
  const added: unknown[] = [];
  const handlers = [
    getGetRoomByIdMockHandler(oceanSuite),
    getGetCalendarSyncMockHandler(() => sync),
    getRotateCalendarExportTokenMockHandler(() => (sync = { ...sync, exportUrl: exportUrl('second') })),
    getAddCalendarImportMockHandler(async ({ request }) => {
      const body = (await request.json()) as { name: string; url: string };
      added.push(body);
      const feed = { id: 1, name: body.name, host: new URL(body.url).host, lastAttemptAt: null, lastSuccessAt: null, events: 0, error: null, conflicts: [] };
      sync = { ...sync, imports: [feed] };
      return feed;
    }),
  ];
  return { handlers, added };
}

describe('CalendarSyncRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the room’s export address, copies it through the browser and makes a new one once confirmed', async () => {
    logInAs('admin');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    apiServer.use(...calendarApi().handlers);
    const { screen } = renderApp('/calendar-sync/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar Sync' })).toBeTruthy();
    const address = await screen.findByRole('textbox', { name: 'Export address' });
    expect((address as HTMLInputElement).value).toBe(exportUrl('first'));
    expect(screen.getByText('Room: 7 · Ocean Suite')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('The address is copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(exportUrl('first'));

    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new export address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, make a new address' }));
    await eventually(() => expect((screen.getByRole('textbox', { name: 'Export address' }) as HTMLInputElement).value).toBe(exportUrl('second')));
  });

  it('imports a booking site’s calendar and lists it', async () => {
    logInAs('admin');
    const { handlers, added } = calendarApi();
    apiServer.use(...handlers);
    const { screen } = renderApp('/calendar-sync/7');
    expect(await screen.findByText('No calendars imported yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Airbnb' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Calendar address/ }), { target: { value: 'https://www.airbnb.com/calendar/ical/1.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import calendar' }));
    // The page reads the sync again: the new feed is listed.
    expect(await screen.findByText('www.airbnb.com')).toBeTruthy();
    expect(screen.getByText('The calendar is imported.')).toBeTruthy();
    expect(added).toEqual([{ name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' }]);
  });

  it('says a copied address and a failed read in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(() => Promise.resolve()) } });
    apiServer.use(...calendarApi().handlers);
    const { screen, router } = renderApp('/calendar-sync/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Adresse kopieren' }));
    expect(await screen.findByText('Die Adresse ist kopiert.')).toBeTruthy();

    await router.navigate('/calendar-sync/x');
    expect(await screen.findByText(/^Fehler beim Laden des Kalenderabgleichs: /)).toBeTruthy();
  });

  it('says a refused import in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(
      apiError('post', '*/admin/rooms/:roomId/calendar-sync/imports', {
        status: 409,
        code: 'TOO_MANY_CALENDAR_IMPORTS',
        message: 'A room can import at most 10 calendars.',
      }),
      ...calendarApi().handlers,
    );
    const { screen } = renderApp('/calendar-sync/7');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Airbnb' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Kalenderadresse/ }), { target: { value: 'https://www.airbnb.com/calendar/ical/1.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kalender importieren' }));
    expect(
      await screen.findByText('Fehler beim Importieren des Kalenders: Ein Zimmer kann höchstens 10 Kalender importieren.'),
    ).toBeTruthy();
  });

  it('says so when the address names no room', async () => {
    logInAs('admin');
    const { screen } = renderApp('/calendar-sync/x');
    expect(await screen.findByText(/^Error fetching the calendar sync : /)).toBeTruthy();
  });
});
