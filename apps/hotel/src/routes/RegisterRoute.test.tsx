import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sectionStatusMessages } from '@hotel/ui';
import { getRegisterUserMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { readPendingEmail } from '../session/pendingVerification';
import { advance, apiError, apiServer, unreachableOnce } from '../test/apiServer';
import { renderApp, userEmail } from '../test/renderApp';

/** Fills and submits the form under fake timers (user-event waits on timers of its own). */
async function register(screen: ReturnType<typeof renderApp>['screen']) {
  fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: userEmail } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await advance(0);
}

describe('RegisterRoute', () => {
  it('goes on to /verify-otp with the email and the server’s text, remembering the email for a reload', async () => {
    apiServer.use(getRegisterUserMockHandler({ message: 'Registration successful! Please check your email for OTP.' }));
    const { screen, location } = renderApp('/register');
    await register(screen);
    expect(location().pathname).toBe('/verify-otp');
    expect(screen.getByText('Registration successful! Please check your email for OTP.')).toBeTruthy();
    expect(screen.getByText(userEmail, { exact: false })).toBeTruthy();
    expect(readPendingEmail()).toBe(userEmail);
  });

  it('shows the server’s refusal for 5 s', async () => {
    const message = 'Password must be at least 6 characters long.';
    apiServer.use(apiError('post', '*/auth/register-user', { status: 400, code: 'VALIDATION_FAILED', message }));
    const { screen, location } = renderApp('/register');
    await register(screen);
    expect(location().pathname).toBe('/register');
    expect(screen.getByText(`Registration error : ${message}`)).toBeTruthy();
    await advance(timings.registerErrorMs);
    expect(screen.queryByText(`Registration error : ${message}`)).toBeNull();
  });

  it('keeps the input when the hotel cannot be reached, and says so in the guest’s words', async () => {
    apiServer.use(unreachableOnce('post', '*/auth/register-user'));
    const { screen, location } = renderApp('/register');
    await register(screen);
    expect(location().pathname).toBe('/register');
    expect(screen.getByText(sectionStatusMessages.unreachable)).toBeTruthy();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', userEmail);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'secret1');
  });
});
