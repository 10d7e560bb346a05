import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getBookRoomMockHandler,
  getGetAvailableRoomsMockHandler,
  getGetHealthMockHandler,
  getGetRoomBookedNightsMockHandler,
  getGetRoomByIdMockHandler,
} from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, eventually, unreachableOnce } from '../test/apiServer';
import { hotelToday, oceanSuite } from '../test/fixtures';
import { logInAs, renderApp, retryWhenUnreachable, userEmail } from '../test/renderApp';

/** The room page under fake timers, past the spec's 1 s room delay. */
async function openOceanSuite() {
  logInAs('user');
  vi.useFakeTimers();
  const app = renderApp('/book-room/7');
  await advance(timings.roomDetailLoadDelayMs);
  return app;
}

/** Fills the form and continues; the summary shows once the server says the room is free (fake timers). */
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
    ),
  );

  it("shows the room's calendar from the hotel's date with its booked nights (the server's default window) disabled; check-in then check-out fill the form", async () => {
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
    expect(screen.getByRole('button', { name: 'Thursday, January 8, 2099' })).toHaveProperty('disabled', false);
    expect(calendar.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Saturday, January 10, 2099' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tuesday, January 13, 2099' }));
    expect((screen.getByLabelText('Check-in date') as HTMLInputElement).value).toBe('01/10/2099');
    expect((screen.getByLabelText('Check-out date') as HTMLInputElement).value).toBe('01/13/2099');
    // The typed fields stay, and what is typed shows in the calendar.
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: '2099-01-11' } });
    expect(screen.getByRole('button', { name: 'Sunday, January 11, 2099, selected' })).toBeTruthy();
  });

  it('refuses in the calendar a stay across a booked night, and the form keeps its dates', async () => {
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetRoomBookedNightsMockHandler({ roomId: 7, from: hotelToday, to: '2100-01-01', bookedNights: [{ start: '2099-01-05', end: '2099-01-08' }] }),
    );
    const { screen } = await openOceanSuite();
    await eventually(() => expect(screen.getByRole('button', { name: 'Monday, January 5, 2099, booked' })).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('button', { name: 'Friday, January 2, 2099' }));
    fireEvent.click(screen.getByRole('button', { name: 'Saturday, January 10, 2099' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your stay would include a night that is already booked. Pick an earlier check-out day, or another check-in day.',
    );
    expect((screen.getByLabelText('Check-in date') as HTMLInputElement).value).toBe('');
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

  it('books after the 3 s spinner with one request, then shows the confirmation code', async () => {
    const posts: unknown[] = [];
    apiServer.use(
      getGetRoomByIdMockHandler(oceanSuite),
      getGetAvailableRoomsMockHandler([{ ...oceanSuite, totalPrice: 500 }]),
      getBookRoomMockHandler(async ({ request }) => {
        posts.push(await request.json());
        return { message: 'Room booked successfully.', bookingConfirmationCode: 'ABCD2345EFGH6789', totalPrice: 750 };
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
      },
    ]);
    await eventually(() => expect(screen.getByText('ABCD2345EFGH6789')).toBeTruthy());
  });

  it('returns a refused booking to the form with the server’s text, and reads the booked nights again', async () => {
    const message = 'The room is not available for the selected dates.';
    let reads = 0;
    apiServer.use(
      getGetRoomBookedNightsMockHandler(() => {
        reads += 1;
        // The second read: another guest took the nights between Continue and Confirm.
        const bookedNights = reads === 1 ? [] : [{ start: '2099-01-10', end: '2099-01-13' }];
        return { roomId: 7, from: hotelToday, to: '2100-01-01', bookedNights };
      }),
      getGetRoomByIdMockHandler(oceanSuite),
      getGetAvailableRoomsMockHandler([{ ...oceanSuite, totalPrice: 500 }]),
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

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the room', async () => {
    logInAs('user');
    apiServer.use(unreachableOnce('get', '*/rooms/room/:id'), getGetRoomByIdMockHandler(oceanSuite));
    const { screen } = renderApp('/book-room/7');
    await retryWhenUnreachable();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Suite' })).toBeTruthy();
  });
});
