import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDeleteRoomMockHandler, getGetAllRoomsMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, eventually, internalError, unreachableOnce } from '../test/apiServer';
import { gardenSingle, oceanSuite } from '../test/fixtures';
import { logInAs, readInGerman, renderApp, retryWhenUnreachable } from '../test/renderApp';

describe('ExistingRoomsRoute', () => {
  it('lists the rooms with view, edit, rates and delete actions', async () => {
    logInAs('admin');
    apiServer.use(getGetAllRoomsMockHandler([oceanSuite, gardenSingle]));
    const { screen } = renderApp('/existing-rooms');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Edit room 7' }).getAttribute('href')).toBe('/edit-room/7');
    expect(screen.getByRole('link', { name: 'View room 8' }).getAttribute('href')).toBe('/book-room/8');
    expect(screen.getByRole('link', { name: 'Rates of room 7' }).getAttribute('href')).toBe('/room-rates/7');
  });

  it('says so when there are no rooms', async () => {
    logInAs('admin');
    apiServer.use(getGetAllRoomsMockHandler([]));
    const { screen } = renderApp('/existing-rooms');
    expect(await screen.findByText('No rooms found.')).toBeTruthy();
  });

  it('shows the spec’s error when the rooms fail', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/rooms/all-rooms', internalError));
    const { screen } = renderApp('/existing-rooms');
    expect(await screen.findByText('Error fetching rooms')).toBeTruthy();
  });

  it('asks first, naming the room; confirmed, deletes it, reloads the list and shows "Room No 7 was delete" for 3 s', async () => {
    logInAs('admin');
    let rooms = [oceanSuite, gardenSingle];
    const deleted: string[] = [];
    apiServer.use(
      getGetAllRoomsMockHandler(() => rooms),
      getDeleteRoomMockHandler(({ params }) => {
        deleted.push(String(params.id));
        rooms = rooms.filter((room) => room.id !== Number(params.id));
        return { message: 'Room deleted.' };
      }),
    );
    const { screen } = renderApp('/existing-rooms');
    const remove = await screen.findByRole('button', { name: 'Delete room 7' });
    vi.useFakeTimers();
    fireEvent.click(remove);
    // Keep room: nothing is sent.
    const question = `Delete room 7 (${oceanSuite.roomType})?`;
    fireEvent.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Keep room' }));
    await advance(0);
    expect(deleted).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Yes, delete room' }));
    await advance(0);
    expect(deleted).toEqual(['7']);
    expect(screen.getByText('Room No 7 was delete')).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('button', { name: 'Delete room 7' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete room 8' })).toBeTruthy();
    await advance(timings.roomMessageClearMs);
    expect(screen.queryByText('Room No 7 was delete')).toBeNull();
  });

  it('says the rooms’ failure, a removed room and a refused removal in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(getGetAllRoomsMockHandler([oceanSuite, gardenSingle]), getDeleteRoomMockHandler({ message: 'Room deleted.' }));
    const { screen } = renderApp('/existing-rooms');
    fireEvent.click(await screen.findByRole('button', { name: 'Zimmer 7 löschen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, Zimmer löschen' }));
    expect(await screen.findByText('Zimmer Nr. 7 wurde entfernt')).toBeTruthy();

    apiServer.use(apiError('delete', '*/rooms/delete/room/:id', internalError));
    fireEvent.click(await screen.findByRole('button', { name: 'Zimmer 8 löschen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, Zimmer löschen' }));
    expect(await screen.findByText('Fehler beim Entfernen des Zimmers: Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
    expect(screen.queryByText(/Error|Room No/)).toBeNull();
  });

  it('says a room with stays that have not ended in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    const message = 'This room has 2 stays that have not ended; cancel them before removing the room.';
    apiServer.use(getGetAllRoomsMockHandler([oceanSuite]), apiError('delete', '*/rooms/delete/room/:id', { status: 409, code: 'ROOM_HAS_BOOKINGS', message }));
    const { screen } = renderApp('/existing-rooms');
    fireEvent.click(await screen.findByRole('button', { name: 'Zimmer 7 löschen' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, Zimmer löschen' }));
    expect(
      await screen.findByText(
        'Fehler beim Entfernen des Zimmers: Dieses Zimmer hat noch 2 Aufenthalte, die nicht beendet sind; stornieren Sie sie, bevor Sie das Zimmer entfernen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(message, { exact: false })).toBeNull();
  });

  it('says the rooms’ failure in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/rooms/all-rooms', internalError));
    const { screen } = renderApp('/existing-rooms');
    expect(await screen.findByText('Die Zimmer konnten nicht geladen werden')).toBeTruthy();
  });

  it('shows a refused delete with the server’s text for 3 s, keeping the list', async () => {
    logInAs('admin');
    const message = 'The room has upcoming bookings.';
    apiServer.use(
      getGetAllRoomsMockHandler([oceanSuite]),
      apiError('delete', '*/rooms/delete/room/:id', { status: 409, code: 'ROOM_HAS_BOOKINGS', message }),
    );
    const { screen } = renderApp('/existing-rooms');
    const remove = await screen.findByRole('button', { name: 'Delete room 7' });
    vi.useFakeTimers();
    fireEvent.click(remove);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete room' }));
    await advance(0);
    expect(screen.getByText(`Error deleting room ${message}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete room 7' })).toBeTruthy();
    await advance(timings.roomMessageClearMs);
    expect(screen.queryByText(`Error deleting room ${message}`)).toBeNull();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the rooms', async () => {
    logInAs('admin');
    apiServer.use(unreachableOnce('get', '*/rooms/all-rooms'), getGetAllRoomsMockHandler([oceanSuite]));
    const { screen } = renderApp('/existing-rooms');
    await retryWhenUnreachable();
    expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(2);
  });
});
