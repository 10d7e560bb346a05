import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getGetAllRoomsMockHandler,
  getGetBookingsByUserIdMockHandler,
  getGetUserMockHandler,
  getLoginMockHandler,
} from '@hotel/api-client/mocks';
import { clearSession } from '../session/session';
import { apiServer } from '../test/apiServer';
import { fakeToken } from '../test/logInAs';
import { logInAs, renderApp, userEmail } from '../test/renderApp';

describe('the guard loaders', () => {
  it('send a logged-out visitor to /login, remembering the page, and back there after logging in', async () => {
    const { screen, location } = renderApp('/profile?tab=bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(location().pathname).toBe('/login');
    expect(new URLSearchParams(location().search).get('returnTo')).toBe('/profile?tab=bookings');

    const token = fakeToken({ sub: userEmail, roles: ['ROLE_USER'], exp: Math.floor(Date.now() / 1000) + 3600 });
    apiServer.use(
      getLoginMockHandler({ id: 1, email: userEmail, token, type: 'Bearer', roles: ['ROLE_USER'] }),
      getGetUserMockHandler({ id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [], preferredLanguage: null }),
      getGetBookingsByUserIdMockHandler([]),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), userEmail);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/profile?tab=bookings'));
    expect(await screen.findByText(userEmail)).toBeTruthy();
  });

  it('show a logged-in user without ROLE_ADMIN why an admin page is not available, calling nothing', async () => {
    logInAs('user');
    // No handler for the rooms list: a call would fail the test (onUnhandledRequest: 'error').
    const { screen } = renderApp('/existing-rooms');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('let an admin in', async () => {
    logInAs('admin');
    apiServer.use(getGetAllRoomsMockHandler([]));
    const { screen } = renderApp('/admin');
    expect(await screen.findByRole('link', { name: /manage rooms/i })).toBeTruthy();
  });

  it('run again when the session ends on a guarded page, which then goes to /login', async () => {
    logInAs('user');
    apiServer.use(
      getGetUserMockHandler({ id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [], preferredLanguage: null }),
      getGetBookingsByUserIdMockHandler([]),
    );
    const { screen, location } = renderApp('/profile');
    expect(await screen.findByText(userEmail)).toBeTruthy();
    act(() => clearSession());
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(new URLSearchParams(location().search).get('returnTo')).toBe('/profile');
  });
});
