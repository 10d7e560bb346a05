import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingInfoMessages, de, findBookingMessages, sectionStatusMessages } from '@hotel/ui';
import { getCancelBookingMockHandler, getGetBookingByConfirmationCodeMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { advance, apiError, apiServer, unreachableOnce } from '../test/apiServer';
import { confirmedBooking } from '../test/fixtures';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

const code = confirmedBooking.bookingConfirmationCode;
const english = { find: findBookingMessages, booking: bookingInfoMessages };
const german = { find: de.messages.FindBooking!, booking: de.messages.BookingInfo! };

/** Looks the code up under fake timers (user-event waits on timers of its own, so events are fired directly). */
async function find(screen: ReturnType<typeof renderApp>['screen'], texts = english) {
  fireEvent.change(await screen.findByLabelText(texts.find.codeLabel), { target: { value: code } });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: texts.find.find }));
}

/** Finds the booking, then cancels it and confirms (the kit asks first). */
async function findAndCancel(screen: ReturnType<typeof renderApp>['screen'], texts = english) {
  await find(screen, texts);
  await advance(timings.findBookingIndicatorMs);
  fireEvent.click(screen.getByRole('button', { name: texts.booking.cancel }));
  fireEvent.click(screen.getByRole('button', { name: texts.booking.confirmCancelYes }));
  await advance(0);
}

/** The server's answers to a look-up of an unknown code and to the cancellation of an ended stay, as apps/api words them. */
const unknownCode = apiError('get', '*/bookings/confirmation/:code', {
  status: 404,
  code: 'BOOKING_NOT_FOUND',
  message: `No booking found with booking code :${code}`,
});
const stayEnded = apiError('delete', '*/bookings/booking/:id/delete', {
  status: 409,
  code: 'BOOKING_ALREADY_ENDED',
  message: 'This stay has already ended and can no longer be cancelled.',
});

describe('FindMyBookingRoute', () => {
  it('shows "Finding your booking..." for the spec’s 2 s even when the answer is at once, then the booking', async () => {
    apiServer.use(getGetBookingByConfirmationCodeMockHandler(confirmedBooking));
    const { screen } = renderApp('/find-booking');
    await find(screen);
    await advance(timings.findBookingIndicatorMs - 1);
    expect(screen.getByText('Finding your booking...')).toBeTruthy();
    expect(screen.queryByText('Booking Information')).toBeNull();
    await advance(1);
    expect(screen.getByRole('heading', { name: 'Booking Information' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    // The check-out line shows the check-out date (the original showed check-in twice).
    expect(screen.getByText('Check-out Date').nextElementSibling?.textContent).not.toBe(
      screen.getByText('Check-in Date').nextElementSibling?.textContent,
    );
  });

  it('shows the server’s text for an unknown code after the spec’s 2 s indicator (a failure does not cut it short), without Retry', async () => {
    apiServer.use(unknownCode);
    const { screen } = renderApp('/find-booking');
    await find(screen);
    await advance(timings.findBookingIndicatorMs - 1);
    expect(screen.getByText('Finding your booking...')).toBeTruthy();
    expect(screen.queryByText(`Error: No booking found with booking code :${code}`)).toBeNull();
    await advance(1);
    expect(screen.getByText(`Error: No booking found with booking code :${code}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: sectionStatusMessages.retry })).toBeNull();
  });

  it('says an unknown code in German, from the kit’s messages', async () => {
    await readInGerman();
    apiServer.use(unknownCode);
    const { screen } = renderApp('/find-booking');
    await find(screen, german);
    await advance(timings.findBookingIndicatorMs);
    expect(screen.getByText(`Fehler: Es gibt keine Buchung mit dem Buchungscode ${code}.`)).toBeTruthy();
  });

  it('cancels with the confirmation code, sending no bearer token for a guest, and confirms for 2 s', async () => {
    let cancelRequest: { url: string; authorization: string | null } | undefined;
    apiServer.use(
      getGetBookingByConfirmationCodeMockHandler(confirmedBooking),
      getCancelBookingMockHandler(({ request }) => {
        cancelRequest = { url: request.url, authorization: request.headers.get('authorization') };
        return { message: 'Booking cancelled.' };
      }),
    );
    const { screen } = renderApp('/find-booking');
    await find(screen);
    await advance(timings.findBookingIndicatorMs);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    // The kit asks first; the guest confirms.
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }));
    await advance(0);
    expect(screen.getByText('Booking has been cancelled successfully!')).toBeTruthy();
    expect(new URL(cancelRequest?.url ?? '').searchParams.get('confirmationCode')).toBe(code);
    expect(cancelRequest?.authorization).toBeNull();
    await advance(timings.findBookingIndicatorMs);
    expect(screen.queryByText('Booking has been cancelled successfully!')).toBeNull();
  });

  it('shows a refused cancellation with the spec’s "Error cancelling booking :" prefix, as Existing Bookings does', async () => {
    logInAs('user');
    apiServer.use(getGetBookingByConfirmationCodeMockHandler(confirmedBooking), stayEnded);
    const { screen } = renderApp('/find-booking');
    await findAndCancel(screen);
    expect(screen.getByText('Error: Error cancelling booking :This stay has already ended and can no longer be cancelled.')).toBeTruthy();
  });

  it('says a refused cancellation in German, prefixes and the server’s reason from the kit’s messages', async () => {
    await readInGerman();
    apiServer.use(getGetBookingByConfirmationCodeMockHandler(confirmedBooking), stayEnded);
    const { screen } = renderApp('/find-booking');
    await findAndCancel(screen, german);
    expect(
      screen.getByText('Fehler: Fehler beim Stornieren der Buchung: Dieser Aufenthalt ist bereits vorbei und kann nicht mehr storniert werden.'),
    ).toBeTruthy();
  });

  it('looks up the code of a link (/find-booking?code=…, as the booking mails send) at once, with it in the input', async () => {
    let requestedCode: string | undefined;
    apiServer.use(
      getGetBookingByConfirmationCodeMockHandler(({ params }) => {
        requestedCode = String(params.code);
        return confirmedBooking;
      }),
    );
    vi.useFakeTimers();
    const { screen } = renderApp(`/find-booking?code=${code}`);
    await advance(0);
    expect((screen.getByLabelText('Confirmation code') as HTMLInputElement).value).toBe(code);
    expect(screen.getByText('Finding your booking...')).toBeTruthy();
    await advance(timings.findBookingIndicatorMs);
    expect(screen.getByRole('heading', { name: 'Booking Information' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(requestedCode).toBe(code);
  });

  it('looks nothing up without a code in the address', async () => {
    let lookups = 0;
    apiServer.use(
      getGetBookingByConfirmationCodeMockHandler(() => {
        lookups += 1;
        return confirmedBooking;
      }),
    );
    vi.useFakeTimers();
    const { screen } = renderApp('/find-booking?code=');
    await advance(timings.findBookingIndicatorMs);
    expect((screen.getByLabelText('Confirmation code') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('find booking...')).toBeTruthy();
    expect(lookups).toBe(0);
  });

  it('says so in the guest’s words when the hotel cannot be reached, keeps the code, and Retry looks it up again', async () => {
    apiServer.use(unreachableOnce('get', '*/bookings/confirmation/:code'), getGetBookingByConfirmationCodeMockHandler(confirmedBooking));
    const { screen } = renderApp('/find-booking');
    await find(screen);
    await advance(timings.findBookingIndicatorMs);
    expect(screen.getByText(sectionStatusMessages.unreachable)).toBeTruthy();
    expect(screen.getByLabelText('Confirmation code')).toHaveProperty('value', code);
    fireEvent.click(screen.getByRole('button', { name: sectionStatusMessages.retry }));
    await advance(timings.findBookingIndicatorMs);
    expect(screen.getByRole('heading', { name: 'Booking Information' })).toBeTruthy();
  });
});
