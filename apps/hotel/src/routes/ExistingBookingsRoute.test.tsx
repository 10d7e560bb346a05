import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCancelBookingMockHandler, getGetAllBookingsMockHandler } from '@hotel/api-client/mocks';
import type { Booking } from '@hotel/api-client';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, eventually, internalError, unreachableOnce } from '../test/apiServer';
import { confirmedBooking } from '../test/fixtures';
import { logInAs, readInGerman, renderApp, retryWhenUnreachable } from '../test/renderApp';

describe('ExistingBookingsRoute', () => {
  it('shows "Loading existing bookings" for the spec’s 1 s even when the answer is at once, then the bookings', async () => {
    logInAs('admin');
    vi.useFakeTimers();
    apiServer.use(getGetAllBookingsMockHandler([confirmedBooking]));
    const { screen } = renderApp('/existing-bookings');
    await advance(timings.existingBookingsLoadDelayMs - 1);
    expect(screen.getByText('Loading existing bookings')).toBeTruthy();
    await advance(1);
    expect(screen.queryByText('Loading existing bookings')).toBeNull();
    expect(within(screen.getByRole('table')).getByText(confirmedBooking.bookingConfirmationCode)).toBeTruthy();
  });

  it('says so when there are no bookings', async () => {
    logInAs('admin');
    apiServer.use(getGetAllBookingsMockHandler([]));
    vi.useFakeTimers();
    const { screen } = renderApp('/existing-bookings');
    await advance(timings.existingBookingsLoadDelayMs);
    expect(screen.getByText('There are no bookings yet.')).toBeTruthy();
  });

  it('says the bookings’ failure in German under German, the server’s text in the kit’s words', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/bookings/all-bookings', internalError));
    const { screen } = renderApp('/existing-bookings');
    expect(await screen.findByText('Fehler beim Laden der Buchungen: Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.', {}, { timeout: timings.existingBookingsLoadDelayMs + 3000 })).toBeTruthy();
  });

  it('shows the spec’s error with the server’s text when the bookings fail, after the 1 s (a failure does not cut it short)', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/bookings/all-bookings', internalError));
    vi.useFakeTimers();
    const { screen } = renderApp('/existing-bookings');
    await advance(timings.existingBookingsLoadDelayMs - 1);
    expect(screen.getByText('Loading existing bookings')).toBeTruthy();
    expect(screen.queryByText(`Error fetching bookings : ${internalError.message}`)).toBeNull();
    await advance(1);
    expect(screen.getByText(`Error fetching bookings : ${internalError.message}`)).toBeTruthy();
  });

  it('asks first, naming the booking; confirmed, cancels it, shows the server’s text for 3 s and reloads the list', async () => {
    logInAs('admin');
    let bookings: Booking[] = [confirmedBooking];
    let cancelCalls = 0;
    apiServer.use(
      getGetAllBookingsMockHandler(() => bookings),
      getCancelBookingMockHandler(() => {
        cancelCalls += 1;
        bookings = [{ ...confirmedBooking, status: 'CANCELLED' }];
        return { message: 'Booking has been cancelled successfully!' };
      }),
    );
    vi.useFakeTimers();
    const { screen } = renderApp('/existing-bookings');
    await advance(timings.existingBookingsLoadDelayMs);
    const code = confirmedBooking.bookingConfirmationCode;
    fireEvent.click(screen.getByRole('button', { name: `Cancel booking ${code}` }));
    // Keep booking: nothing is sent.
    const dialog = screen.getByRole('dialog', { name: `Cancel booking ${code}?` });
    expect(dialog.textContent).toContain(confirmedBooking.guestName);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await advance(0);
    expect(cancelCalls).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Cancel booking ${code}` }));
    fireEvent.click(within(screen.getByRole('dialog', { name: `Cancel booking ${code}?` })).getByRole('button', { name: 'Yes, cancel booking' }));
    await advance(0);
    expect(cancelCalls).toBe(1);
    expect(screen.getByText('Booking has been cancelled successfully!')).toBeTruthy();
    await advance(timings.existingBookingsLoadDelayMs);
    await eventually(() => expect(within(screen.getByRole('table')).getByText('Cancelled')).toBeTruthy());
    await advance(timings.bookingsMessageClearMs);
    expect(screen.queryByText('Booking has been cancelled successfully!')).toBeNull();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the bookings', async () => {
    logInAs('admin');
    apiServer.use(unreachableOnce('get', '*/bookings/all-bookings'), getGetAllBookingsMockHandler([confirmedBooking]));
    const { screen } = renderApp('/existing-bookings');
    await retryWhenUnreachable();
    expect(await screen.findByText(confirmedBooking.bookingConfirmationCode)).toBeTruthy();
  });
});
