import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getAddRoomMockHandler, getGetRoomTypesMockHandler, getUpdateRoomDetailsMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { de, roomFormMessages, roomTypeSelectMessages, sectionStatusMessages } from '@hotel/ui';
import { advance, apiError, apiServer, eventually, internalError, unreachableOnce } from '../test/apiServer';
import { oceanSuite } from '../test/fixtures';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

const english = { form: roomFormMessages, type: roomTypeSelectMessages };
const german = { form: de.messages.RoomForm!, type: de.messages.RoomTypeSelect! };

/** Fills and submits the form; then fake time (user-event waits on timers of its own, so events are fired directly). */
async function addOceanSuite(screen: ReturnType<typeof renderApp>['screen'], texts = english) {
  await screen.findByRole('option', { name: 'Ocean Suite' });
  fireEvent.change(screen.getByLabelText(texts.type.label), { target: { value: 'Ocean Suite' } });
  fireEvent.change(screen.getByLabelText(texts.form.roomPriceLabel), { target: { value: '250' } });
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'room.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText(texts.form.photoLabel), { target: { files: [photo] } });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: texts.form.saveRoom }));
  await advance(0);
}

describe('AddRoomRoute', () => {
  it('offers the room types, adds the room with its photo and confirms for 3 s', async () => {
    logInAs('admin');
    let sent: FormData | undefined;
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite', 'Garden Single']),
      getAddRoomMockHandler(async ({ request }) => {
        sent = await request.formData();
        return oceanSuite;
      }),
    );
    const { screen } = renderApp('/add-room');
    await addOceanSuite(screen);
    expect(screen.getByText('A new room was  added successfully !', { normalizer: (text) => text })).toBeTruthy();
    expect(sent?.get('roomType')).toBe('Ocean Suite');
    expect(sent?.get('roomPrice')).toBe('250');
    expect(sent?.get('photo')).toBeInstanceOf(File);
    await advance(timings.roomMessageClearMs);
    expect(screen.queryByText('A new room was  added successfully !', { normalizer: (text) => text })).toBeNull();
  });

  it('saves the details the admin gave for the new room once it is added (a room added without them sends none: the test above)', async () => {
    logInAs('admin');
    const details: { roomId: string; body: unknown }[] = [];
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      getAddRoomMockHandler(oceanSuite),
      getUpdateRoomDetailsMockHandler(async ({ request, params }) => {
        details.push({ roomId: String(params.id), body: await request.json() });
        return oceanSuite;
      }),
    );
    const { screen } = renderApp('/add-room');
    await screen.findByRole('option', { name: 'Ocean Suite' });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Sea on two sides.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Balcony' }));
    await addOceanSuite(screen);
    await eventually(() => expect(screen.getByText('A new room was  added successfully !', { normalizer: (text) => text })).toBeTruthy());
    expect(details).toEqual([
      { roomId: String(oceanSuite.id), body: { description: 'Sea on two sides.', bedType: null, sizeSquareMeters: null, amenities: ['balcony'] } },
    ]);
  });

  it('shows the server’s refusal', async () => {
    logInAs('admin');
    const message = 'The photo must be a JPEG, PNG or WebP image.';
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      apiError('post', '*/rooms/add/new-room', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message }),
    );
    const { screen } = renderApp('/add-room');
    await addOceanSuite(screen);
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
  });

  it('says a refused photo in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    const message = 'The photo must be a JPEG, PNG or WebP image.';
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      apiError('post', '*/rooms/add/new-room', { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message }),
    );
    const { screen } = renderApp('/add-room');
    await addOceanSuite(screen, german);
    expect(screen.getByText('Das Foto muss ein JPEG-, PNG- oder WebP-Bild sein.', { exact: false })).toBeTruthy();
    expect(screen.queryByText(message, { exact: false })).toBeNull();
  });

  it('says a refusal the kit has a text for in German (the server busy)', async () => {
    await readInGerman();
    logInAs('admin');
    const message = 'The hotel is busy with other requests for this right now. Please try again in a moment.';
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      apiError('post', '*/rooms/add/new-room', { status: 503, code: 'SERVICE_BUSY', message }),
    );
    const { screen } = renderApp('/add-room');
    await addOceanSuite(screen, german);
    expect(screen.getByText('Das Hotel bearbeitet gerade andere Anfragen dazu. Bitte versuchen Sie es gleich noch einmal.')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('says the room types’ failure in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/rooms/room/types', internalError));
    const { screen } = renderApp('/add-room');
    expect(await screen.findByText('Die Zimmerarten konnten nicht geladen werden')).toBeTruthy();
    expect(screen.queryByText('Error fetching room types')).toBeNull();
  });

  it('says so in the guest’s words when the room types cannot be loaded; Retry loads them and the form keeps its input', async () => {
    logInAs('admin');
    apiServer.use(unreachableOnce('get', '*/rooms/room/types'), getGetRoomTypesMockHandler(['Ocean Suite']));
    const { screen } = renderApp('/add-room');
    expect(await screen.findByText(sectionStatusMessages.unreachable)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Room Price'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: roomTypeSelectMessages.retry }));
    expect(await screen.findByRole('option', { name: 'Ocean Suite' })).toBeTruthy();
    expect(screen.queryByText(sectionStatusMessages.unreachable)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Room Price').value).toBe('250');
  });
});
