import { describe, expect, it } from 'vitest';
import { getGetAllRoomsMockHandler } from '@hotel/api-client/mocks';
import { apiError, apiServer, internalError, unreachableOnce } from '../test/apiServer';
import { gardenSingle, oceanSuite } from '../test/fixtures';
import { readInGerman, renderApp, retryWhenUnreachable } from '../test/renderApp';

describe('BrowseAllRoomsRoute', () => {
  it('lists every room with its Book Now link', async () => {
    apiServer.use(getGetAllRoomsMockHandler([oceanSuite, gardenSingle]));
    const { screen } = renderApp('/browse-all-rooms');
    expect(await screen.findByRole('heading', { name: 'Ocean Suite' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Garden Single' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Book Now/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/book-room/7',
      '/book-room/8',
    ]);
  });

  it('says so when there are no rooms', async () => {
    apiServer.use(getGetAllRoomsMockHandler([]));
    const { screen } = renderApp('/browse-all-rooms');
    expect(await screen.findByText('No rooms found.')).toBeTruthy();
  });

  it('shows the spec’s error when the rooms fail', async () => {
    apiServer.use(apiError('get', '*/rooms/all-rooms', internalError));
    const { screen } = renderApp('/browse-all-rooms');
    expect(await screen.findByText('Error : Error fetching rooms')).toBeTruthy();
  });

  it('shows it in German under German', async () => {
    await readInGerman();
    apiServer.use(apiError('get', '*/rooms/all-rooms', internalError));
    const { screen } = renderApp('/browse-all-rooms');
    expect(await screen.findByText('Fehler: Die Zimmer konnten nicht geladen werden')).toBeTruthy();
    expect(screen.queryByText(/Error/)).toBeNull();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the rooms', async () => {
    apiServer.use(unreachableOnce('get', '*/rooms/all-rooms'), getGetAllRoomsMockHandler([oceanSuite]));
    const { screen } = renderApp('/browse-all-rooms');
    await retryWhenUnreachable();
    expect(await screen.findByRole('heading', { name: 'Ocean Suite' })).toBeTruthy();
  });
});
