import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetAllRoomsMockHandler,
  getGetBookingsByUserIdMockHandler,
  getGetHealthMockHandler,
  getGetRoomTypesMockHandler,
  getGetUserMockHandler,
  getUpdateUserMockHandler,
} from '@hotel/api-client/mocks';
import { readSession } from '../session/session';
import { apiServer, eventually } from '../test/apiServer';
import { hotelToday } from '../test/fixtures';
import { logInAs, readInGerman, renderApp, userEmail } from '../test/renderApp';

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
      getGetUserMockHandler({ id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [], preferredLanguage: null }),
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

describe('The language switch', () => {
  it("saves a logged-in reader's choice on the account, and sends it as Accept-Language on later calls", async () => {
    logInAs('user');
    const saved: Array<{ url: string; body: unknown }> = [];
    const languages: Array<string | null> = [];
    apiServer.use(
      getUpdateUserMockHandler(async ({ request }) => {
        saved.push({ url: decodeURIComponent(new URL(request.url).pathname), body: await request.json() });
        return { id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [], preferredLanguage: 'de' };
      }),
      getGetAllRoomsMockHandler(({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return [];
      }),
      ...homeHandlers(),
    );
    const { screen, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    await eventually(() => expect(saved).toEqual([{ url: `/api/users/${userEmail}`, body: { preferredLanguage: 'de' } }]));
    await eventually(() => expect(document.documentElement.lang).toBe('de'));
    const before = languages.length;
    await router.navigate('/browse-all-rooms');
    await eventually(() => expect(languages.length).toBeGreaterThan(before));
    expect(languages.at(-1)).toBe('de');
  });
});

describe('Page titles', () => {
  it('are German under German, a guest screen’s and an admin screen’s (its name loads with its chunk), and follow the switch', async () => {
    logInAs('admin');
    await readInGerman();
    let saved = 0;
    apiServer.use(
      ...homeHandlers(),
      getUpdateUserMockHandler(() => {
        saved += 1;
        return { id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [], preferredLanguage: 'en' };
      }),
    );
    const { screen, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await eventually(() => expect(document.title).toBe('Startseite · HavenHub'));

    await router.navigate('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen im Verwaltungsbereich' });
    await eventually(() => expect(document.title).toBe('Verwaltung · HavenHub'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sprache' }), { target: { value: 'en' } });
    await eventually(() => expect(document.title).toBe('Admin Panel · HavenHub'));
    await eventually(() => expect(saved).toBe(1));
    await router.navigate('/');
    await eventually(() => expect(document.title).toBe('Home · HavenHub'));
  });
});

describe('An unknown address', () => {
  it('says so in the reader’s language, German under German', async () => {
    apiServer.use(...homeHandlers());
    const { screen, router } = renderApp('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    await readInGerman();
    await router.navigate('/another-missing-page');
    expect(await screen.findByText('404 Seite nicht gefunden')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unerwarteter Anwendungsfehler!' })).toBeTruthy();
    await eventually(() => expect(document.title).toBe('Seite nicht gefunden · HavenHub'));
  });
});
