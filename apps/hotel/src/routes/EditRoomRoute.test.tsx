import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getAddRoomPhotoMockHandler,
  getGetRoomByIdMockHandler,
  getGetRoomTypesMockHandler,
  getReorderRoomPhotosMockHandler,
  getUpdateRoomDetailsMockHandler,
  getUpdateRoomMockHandler,
} from '@hotel/api-client/mocks';
import type { RoomPhoto } from '@hotel/api-client';
import { roomTypeSelectMessages, sectionStatusMessages } from '@hotel/ui';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, eventually, unreachableOnce } from '../test/apiServer';
import { oceanSuite } from '../test/fixtures';
import { logInAs, readInGerman, renderApp, retryWhenUnreachable } from '../test/renderApp';

const galleryPhoto = (id: number): RoomPhoto => ({
  id,
  alt: `Photo ${id}`,
  width: 1600,
  height: 1200,
  version: 'v1',
  sources: { avif: `/p/${id}.avif 400w`, webp: `/p/${id}.webp 400w`, jpeg: `/p/${id}.jpg` },
});

describe('EditRoomRoute', () => {
  it('loads the room into the form, saves the new price and the details, confirms for 3 s and reloads the room', async () => {
    logInAs('admin');
    let room = { ...oceanSuite, description: 'Sea on two sides.', amenities: ['wifi' as const] };
    const details: unknown[] = [];
    apiServer.use(
      // Before the room: '*/rooms/room/:id' would match '/rooms/room/types' too.
      getGetRoomTypesMockHandler(['Ocean Suite', 'Garden Single']),
      getUpdateRoomDetailsMockHandler(async ({ request }) => {
        details.push(await request.json());
        return room;
      }),
      getGetRoomByIdMockHandler(() => room),
      getUpdateRoomMockHandler(async ({ request }) => {
        const body = await request.formData();
        room = { ...room, roomPrice: Number(body.get('roomPrice')) };
        return room;
      }),
    );
    const { screen } = renderApp('/edit-room/7');
    const price = await screen.findByLabelText('Room Price');
    expect((price as HTMLInputElement).value).toBe('250');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Sea on two sides.');
    fireEvent.change(price, { target: { value: '275' } });
    fireEvent.change(screen.getByLabelText('Bed type'), { target: { value: 'king' } });
    fireEvent.change(screen.getByLabelText('Size (m²)'), { target: { value: '42' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sea view' }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'room.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Room Photo'), { target: { files: [photo] } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Room' }));
    // Two requests: the spec's form, then the details.
    await eventually(() => expect(screen.getByText('Room updated successfully!')).toBeTruthy());
    expect(details).toEqual([{ description: 'Sea on two sides.', bedType: 'king', sizeSquareMeters: 42, amenities: ['wifi', 'seaView'] }]);
    await eventually(() => expect((screen.getByLabelText('Room Price') as HTMLInputElement).value).toBe('275'));
    await advance(timings.roomMessageClearMs);
    expect(screen.queryByText('Room updated successfully!')).toBeNull();
  });

  it('sends a new photo order with the gallery version it was made on, then shows the gallery as saved', async () => {
    logInAs('admin');
    let room = { ...oceanSuite, galleryVersion: 4, photos: [galleryPhoto(1), galleryPhoto(2)] };
    const orders: unknown[] = [];
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      getReorderRoomPhotosMockHandler(async ({ request }) => {
        orders.push(await request.json());
        room = { ...room, galleryVersion: 5, photos: [galleryPhoto(2), galleryPhoto(1)] };
        return room;
      }),
      getGetRoomByIdMockHandler(() => room),
    );
    const { screen } = renderApp('/edit-room/7');
    const gallery = await screen.findByRole('region', { name: 'Photo gallery' });
    fireEvent.click(within(gallery).getAllByRole('button', { name: 'Move down' })[0]!);
    await eventually(() => expect(orders).toEqual([{ galleryVersion: 4, photoIds: [2, 1] }]));
    await eventually(() =>
      expect(within(gallery).getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(['Photo 2', 'Photo 1']),
    );
  });

  it('uploads a chosen photo only with its alt text, shows its progress, then the photo in the gallery', async () => {
    logInAs('admin');
    let room = { ...oceanSuite, galleryVersion: 1, photos: [galleryPhoto(1)] };
    const sent: { alt: FormDataEntryValue | null; name: string | undefined }[] = [];
    let answer!: () => void;
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      getAddRoomPhotoMockHandler(async ({ request }) => {
        const body = await request.formData();
        sent.push({ alt: body.get('alt'), name: (body.get('photo') as File | null)?.name });
        await new Promise<void>((resolve) => (answer = resolve));
        room = { ...room, galleryVersion: 2, photos: [galleryPhoto(1), { ...galleryPhoto(2), alt: 'Garden at dawn' }] };
        return room;
      }),
      getGetRoomByIdMockHandler(() => room),
    );
    const { screen } = renderApp('/edit-room/7');
    const gallery = await screen.findByRole('region', { name: 'Photo gallery' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'garden.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(gallery).getByLabelText('Add photos'), { target: { files: [file] } });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Upload' }));
    expect(await within(gallery).findByText('Please describe the photo for guests who cannot see it.')).toBeTruthy();
    fireEvent.change(within(gallery).getByLabelText('Alt text of garden.jpg'), { target: { value: 'Garden at dawn' } });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Upload' }));
    expect(await within(gallery).findByRole('progressbar', { name: 'Uploading garden.jpg' })).toBeTruthy();
    await eventually(() => expect(sent).toEqual([{ alt: 'Garden at dawn', name: 'garden.jpg' }]));
    answer();
    await eventually(() => expect(within(gallery).getByLabelText<HTMLInputElement>('Alt text of photo 2').value).toBe('Garden at dawn'));
    expect(within(gallery).queryByRole('progressbar')).toBeNull();
  });

  it("says in the kit's words why an upload was refused, until it is dismissed", async () => {
    logInAs('admin');
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      apiError('post', '*/rooms/room/:id/photos', { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The photo must be at most 15 MB.' }),
      getGetRoomByIdMockHandler({ ...oceanSuite, galleryVersion: 1, photos: [galleryPhoto(1)] }),
    );
    const { screen } = renderApp('/edit-room/7');
    const gallery = await screen.findByRole('region', { name: 'Photo gallery' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(gallery).getByLabelText('Add photos'), { target: { files: [file] } });
    fireEvent.change(within(gallery).getByLabelText('Alt text of huge.jpg'), { target: { value: 'The bay' } });
    fireEvent.click(within(gallery).getByRole('button', { name: 'Upload' }));
    const refusal = 'huge.jpg was not uploaded: it is larger than the hotel accepts. Please choose a smaller file.';
    expect(await within(gallery).findByText(refusal)).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Dismiss' }));
    await eventually(() => expect(within(gallery).queryByText(refusal)).toBeNull());
  });

  it('says the gallery changed meanwhile when a removal meets a newer gallery, and shows it as it now is', async () => {
    logInAs('admin');
    let room = { ...oceanSuite, galleryVersion: 1, photos: [galleryPhoto(1), galleryPhoto(2)] };
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      http.delete('*/rooms/room/:id/photos/:photoId', () => {
        // Another tab reordered first.
        room = { ...room, galleryVersion: 2, photos: [galleryPhoto(2), galleryPhoto(1)] };
        return HttpResponse.json({ code: 'GALLERY_CHANGED', message: 'The gallery was changed meanwhile.' }, { status: 409 });
      }),
      getGetRoomByIdMockHandler(() => room),
    );
    const { screen } = renderApp('/edit-room/7');
    const gallery = await screen.findByRole('region', { name: 'Photo gallery' });
    fireEvent.click(within(gallery).getAllByRole('button', { name: 'Delete' })[0]!);
    expect(await within(gallery).findByText(/The gallery was changed meanwhile, perhaps in another tab/)).toBeTruthy();
    await eventually(() =>
      expect(within(gallery).getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(['Photo 2', 'Photo 1']),
    );
  });

  it('says a cleared price is required, sending nothing (not 0 for the server to refuse)', async () => {
    logInAs('admin');
    const updates: unknown[] = [];
    apiServer.use(
      getGetRoomTypesMockHandler(['Ocean Suite']),
      getGetRoomByIdMockHandler(oceanSuite),
      getUpdateRoomMockHandler(() => {
        updates.push('PUT');
        return oceanSuite;
      }),
    );
    const { screen } = renderApp('/edit-room/7');
    fireEvent.change(await screen.findByLabelText('Room Price'), { target: { value: '' } });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'room.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Room Photo'), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Room' }));
    expect(await screen.findByText('Please enter a room price.')).toBeTruthy();
    expect(screen.queryByText(/greater than 0/)).toBeNull();
    expect(updates).toEqual([]);
  });

  it('shows the spec’s error for a room that does not exist', async () => {
    logInAs('admin');
    apiServer.use(
      getGetRoomTypesMockHandler([]),
      apiError('get', '*/rooms/room/:id', { status: 404, code: 'ROOM_NOT_FOUND', message: 'Room not found.' }),
    );
    const { screen } = renderApp('/edit-room/99');
    expect(await screen.findByText('Error fetching room Room not found.')).toBeTruthy();
  });

  it('says an address whose id is not a room id in German, from the kit’s messages', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(getGetRoomTypesMockHandler([]));
    const { screen } = renderApp('/edit-room/abc');
    expect(await screen.findByText('Fehler beim Laden des Zimmers: Das Zimmer wurde nicht gefunden.')).toBeTruthy();
  });

  it('calls nothing for an address whose id is not a room id', async () => {
    logInAs('admin');
    apiServer.use(getGetRoomTypesMockHandler([]));
    const { screen } = renderApp('/edit-room/abc');
    expect(await screen.findByText('Error fetching room Room not found.')).toBeTruthy();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the room', async () => {
    logInAs('admin');
    // Room types first: '/rooms/room/types' matches '/rooms/room/:id' too.
    apiServer.use(getGetRoomTypesMockHandler(['Ocean Suite']), unreachableOnce('get', '*/rooms/room/:id'), getGetRoomByIdMockHandler(oceanSuite));
    const { screen } = renderApp('/edit-room/7');
    await retryWhenUnreachable();
    expect(await screen.findByDisplayValue(String(oceanSuite.roomPrice))).toBeTruthy();
  });

  it('offers Retry for room types that cannot be loaded, reloading only them and keeping the form’s input', async () => {
    logInAs('admin');
    let roomReads = 0;
    apiServer.use(
      unreachableOnce('get', '*/rooms/room/types'),
      getGetRoomTypesMockHandler(['Ocean Suite', 'Garden Single']),
      getGetRoomByIdMockHandler(() => {
        roomReads += 1;
        return oceanSuite;
      }),
    );
    const { screen } = renderApp('/edit-room/7');
    expect(await screen.findByText(sectionStatusMessages.unreachable)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Room Price'), { target: { value: '275' } });
    fireEvent.click(screen.getByRole('button', { name: roomTypeSelectMessages.retry }));
    expect(await screen.findByRole('option', { name: 'Garden Single' })).toBeTruthy();
    expect(screen.queryByText(sectionStatusMessages.unreachable)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Room Price').value).toBe('275');
    expect(roomReads).toBe(1);
  });
});
