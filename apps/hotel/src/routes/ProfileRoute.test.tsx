import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getChangePasswordMockHandler, getDeleteUserMockHandler, getLogoutAllMockHandler, getGetAllRoomsMockHandler, getGetBookingsByUserIdMockHandler, getGetHealthMockHandler, getGetRoomTypesMockHandler, getGetUserMockHandler } from '@hotel/api-client/mocks';
import { loginFormMessages, sectionStatusMessages } from '@hotel/ui';
import { readSession } from '../session/session';
import { apiError, apiServer, eventually, internalError, unreachableOnce } from '../test/apiServer';
import { confirmedBooking, hotelToday } from '../test/fixtures';
import { fakeToken } from '../test/logInAs';
import { logInAs, readInGerman, renderApp, retryWhenUnreachable, userEmail } from '../test/renderApp';

const ada = { id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [{ id: 1, name: 'ROLE_USER' }], preferredLanguage: null };

describe('ProfileRoute', () => {
  it('shows the user and their booking history', async () => {
    logInAs('user');
    apiServer.use(getGetUserMockHandler(ada), getGetBookingsByUserIdMockHandler([confirmedBooking]));
    const { screen } = renderApp('/profile');
    expect(await screen.findByText('Lovelace')).toBeTruthy();
    expect(screen.getByText(confirmedBooking.bookingConfirmationCode)).toBeTruthy();
    expect(screen.getByText('On-going')).toBeTruthy();
  });

  it('says so when there are no bookings yet', async () => {
    logInAs('user');
    apiServer.use(getGetUserMockHandler(ada), getGetBookingsByUserIdMockHandler([]));
    const { screen } = renderApp('/profile');
    expect(await screen.findByText('You have not made any bookings yet.')).toBeTruthy();
  });

  it('shows the errors of the user and of the bookings', async () => {
    logInAs('user');
    apiServer.use(getGetUserMockHandler(ada), apiError('get', '*/bookings/user/:id/bookings', internalError));
    const first = renderApp('/profile');
    expect(await first.screen.findByText('Failed to fetch bookings')).toBeTruthy();
    first.screen.getByText('Lovelace');
  });

  it('shows why the user could not be loaded', async () => {
    logInAs('user');
    apiServer.use(apiError('get', '*/users/:id', internalError), getGetBookingsByUserIdMockHandler([]));
    const { screen } = renderApp('/profile');
    expect(await screen.findByText(internalError.message)).toBeTruthy();
  });

  it('says why the user could not be loaded in German, from the kit’s messages', async () => {
    await readInGerman();
    logInAs('user');
    apiServer.use(apiError('get', '*/users/:id', internalError), getGetBookingsByUserIdMockHandler([]));
    const { screen } = renderApp('/profile');
    expect(await screen.findByText('Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
  });

  it('ends a session the server no longer accepts (401): /login with the way back and a notice', async () => {
    logInAs('user');
    apiServer.use(
      apiError('get', '*/users/:id', { status: 401, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' }),
      getGetBookingsByUserIdMockHandler([]),
      getGetHealthMockHandler({ status: 'ok', today: hotelToday }),
    );
    const { screen, location } = renderApp('/profile');
    expect(await screen.findByText(loginFormMessages.reasonSessionExpired)).toBeTruthy();
    expect(`${location().pathname}${location().search}`).toBe('/login?returnTo=%2Fprofile');
    expect(readSession()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('keeps the session when the server refuses to close the account', async () => {
    logInAs('user');
    const message = 'The last administrator account cannot be deleted.';
    apiServer.use(
      getGetUserMockHandler(ada),
      getGetBookingsByUserIdMockHandler([]),
      apiError('delete', '*/users/delete/:id', { status: 409, code: 'LAST_ADMIN', message }),
    );
    const { screen } = renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Close account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close my account' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(readSession()?.userId).toBe(userEmail);
  });

  it('closes the account: straight home (never /login) with the server’s notice, logged out, then a fresh page load', async () => {
    logInAs('user');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    apiServer.use(
      getGetUserMockHandler(ada),
      getGetBookingsByUserIdMockHandler([]),
      getDeleteUserMockHandler({ message: 'User deleted successfully' }),
      getGetAllRoomsMockHandler([]),
      getGetRoomTypesMockHandler([]),
      getGetHealthMockHandler({ status: 'ok', today: hotelToday }),
    );
    const { router, screen, location } = renderApp('/profile');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.click(await screen.findByRole('button', { name: 'Close account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close my account' }));
    await eventually(() => expect(reload).toHaveBeenCalled());
    expect(location().pathname).toBe('/');
    expect(readSession()).toBeNull();
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(visited).not.toContain('/login');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('says so in the guest’s words when the hotel cannot be reached, and Retry loads the profile', async () => {
    logInAs('user');
    apiServer.use(unreachableOnce('get', '*/users/:id'), getGetUserMockHandler(ada), getGetBookingsByUserIdMockHandler([]));
    const { screen } = renderApp('/profile');
    await retryWhenUnreachable();
    expect(await screen.findByText('Lovelace')).toBeTruthy();
  });

  it('offers Retry for bookings that cannot be loaded, reloading only them while the user stays', async () => {
    logInAs('user');
    let userReads = 0;
    apiServer.use(
      getGetUserMockHandler(() => {
        userReads += 1;
        return ada;
      }),
      unreachableOnce('get', '*/bookings/user/:id/bookings'),
      getGetBookingsByUserIdMockHandler([confirmedBooking]),
    );
    const { screen } = renderApp('/profile');
    expect(await screen.findByText(sectionStatusMessages.unreachable)).toBeTruthy();
    expect(screen.getByText('Lovelace')).toBeTruthy();
    await retryWhenUnreachable();
    expect(await screen.findByText(confirmedBooking.bookingConfirmationCode)).toBeTruthy();
    expect(screen.queryByText(sectionStatusMessages.unreachable)).toBeNull();
    expect(screen.getByText('Lovelace')).toBeTruthy();
    expect(userReads).toBe(1);
  });
});

describe('ProfileRoute: password and sessions', () => {
  async function openProfile() {
    logInAs('user');
    apiServer.use(getGetUserMockHandler(ada), getGetBookingsByUserIdMockHandler([]));
    const rendered = renderApp('/profile');
    await rendered.screen.findByText('Lovelace');
    return rendered;
  }

  function changePasswordTo(screen: Awaited<ReturnType<typeof openProfile>>['screen'], current: string) {
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText('New password', { exact: true }), { target: { value: 'new secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('changes the password and keeps this device logged in with the fresh token', async () => {
    const fresh = fakeToken({ sub: userEmail, roles: ['ROLE_USER'], exp: Math.floor(Date.now() / 1000) + 3600, tv: 1 });
    apiServer.use(getChangePasswordMockHandler({ id: 1, email: userEmail, token: fresh, type: 'Bearer', roles: ['ROLE_USER'] }));
    const { screen } = await openProfile();
    changePasswordTo(screen, 'old secret');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(readSession()?.token).toBe(fresh);
  });

  it('shows the server’s text for a wrong current password and keeps the session', async () => {
    apiServer.use(apiError('post', '*/auth/change-password', { status: 400, code: 'CURRENT_PASSWORD_INCORRECT', message: 'Your current password is not correct.' }));
    const { screen } = await openProfile();
    const before = readSession()?.token;
    changePasswordTo(screen, 'wrong');
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(readSession()?.token).toBe(before);
  });

  it('logs out of all devices: the session ends here too, and the guest is on /login', async () => {
    apiServer.use(getLogoutAllMockHandler({ message: 'You have been logged out of all devices.' }), getGetHealthMockHandler({ status: 'ok', today: hotelToday }));
    const { screen, location } = await openProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    await eventually(() => expect(location().pathname).toBe('/login'));
    expect(readSession()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: loginFormMessages.heading })).toBeTruthy();
  });
});
