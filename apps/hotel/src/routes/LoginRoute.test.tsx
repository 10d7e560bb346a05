import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetAllRoomsMockHandler, getGetHealthMockHandler, getGetRoomTypesMockHandler, getLoginMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { readSession } from '../session/session';
import { advance, apiError, apiServer } from '../test/apiServer';
import { fakeToken } from '../test/logInAs';
import { hotelToday } from '../test/fixtures';
import { readInGerman, renderApp, userEmail } from '../test/renderApp';

/** Submits the form under fake timers (user-event waits on timers of its own, so events are fired directly). */
async function logIn(screen: ReturnType<typeof renderApp>['screen']) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: userEmail } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await advance(0);
}

const loginFails = (code: 'INVALID_CREDENTIALS' | 'EMAIL_NOT_VERIFIED', message: string) =>
  apiError('post', '*/auth/login', { status: 401, code, message });

describe('LoginRoute', () => {
  // The loader asks the server for the hotel's date alongside its other reads.
  beforeEach(() => apiServer.use(getGetHealthMockHandler({ status: 'ok', today: hotelToday })));

  it('stores the session and goes home, replacing the login entry', async () => {
    const token = fakeToken({ sub: userEmail, roles: ['ROLE_USER'], exp: Math.floor(Date.now() / 1000) + 3600 });
    apiServer.use(
      getLoginMockHandler({ id: 1, email: userEmail, token, type: 'Bearer', roles: ['ROLE_USER'] }),
      getGetAllRoomsMockHandler([]),
      getGetRoomTypesMockHandler([]),
    );
    const { screen, location, router } = renderApp('/login');
    await logIn(screen);
    expect(location().pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readSession()?.userId).toBe(userEmail);
    expect(screen.getByText(`You are logged-In as ${userEmail}`, { exact: false })).toBeTruthy();
  });

  it('shows the spec’s generic failure for 4 s, revealing nothing about the account', async () => {
    apiServer.use(loginFails('INVALID_CREDENTIALS', 'Bad credentials.'));
    const { screen } = renderApp('/login');
    await logIn(screen);
    expect(screen.getByText('Invalid username or password. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Bad credentials.')).toBeNull();
    await advance(timings.loginErrorMs - 1);
    expect(screen.getByText('Invalid username or password. Please try again.')).toBeTruthy();
    await advance(1);
    expect(screen.queryByText('Invalid username or password. Please try again.')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('says a wrong login from the kit’s messages in the reader’s language', async () => {
    await readInGerman();
    apiServer.use(loginFails('INVALID_CREDENTIALS', 'Invalid email or password.'));
    const { screen } = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('E-Mail'), { target: { value: userEmail } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültiger Benutzername oder ungültiges Passwort. Bitte versuchen Sie es erneut.')).toBeTruthy();
  });

  it('explains an unverified account with the server’s text', async () => {
    apiServer.use(loginFails('EMAIL_NOT_VERIFIED', 'Please verify your email with OTP before logging in.'));
    const { screen } = renderApp('/login');
    await logIn(screen);
    expect(screen.getByText('Please verify your email with OTP before logging in.')).toBeTruthy();
  });
});
