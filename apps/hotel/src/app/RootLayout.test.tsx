import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetAllRoomsMockHandler,
  getGetBookingsByUserIdMockHandler,
  getGetHealthMockHandler,
  getGetRoomTypesMockHandler,
  getGetUserMockHandler,
} from '@hotel/api-client/mocks';
import { readSession } from '../session/session';
import { apiServer, eventually } from '../test/apiServer';
import { hotelToday } from '../test/fixtures';
import { logInAs, renderApp, userEmail } from '../test/renderApp';

const loggedOutNotice = 'You have been logged out!';

/** The home page's reads, answered empty. */
const homeHandlers = () => [
  getGetAllRoomsMockHandler([]),
  getGetRoomTypesMockHandler([]),
  getGetHealthMockHandler({ status: 'ok', today: hotelToday }),
];

describe('Logout from the navigation bar', () => {
  // The same notice from everywhere, guarded pages included: leaving a guarded page never passes through /login.
  it.each([
    ['home', '/', 'user'],
    ['the profile', '/profile', 'user'],
    ['an admin page', '/admin', 'admin'],
  ] as const)('from %s lands on home with the logout notice, never on /login', async (_, path, role) => {
    logInAs(role);
    apiServer.use(
      ...homeHandlers(),
      getGetUserMockHandler({ id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [] }),
      getGetBookingsByUserIdMockHandler([]),
    );
    const { router, screen, location } = renderApp(path);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(loggedOutNotice)).toBeTruthy();
    expect(location().pathname).toBe('/');
    await eventually(() => expect(readSession()).toBeNull());
    expect(visited).not.toContain('/login');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });
});
