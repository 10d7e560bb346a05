import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { de, registerFormMessages, sectionStatusMessages } from '@hotel/ui';
import { getRegisterUserMockHandler } from '@hotel/api-client/mocks';
import { timings } from '../config/timings';
import { readPendingEmail } from '../session/pendingVerification';
import { advance, apiError, apiServer, unreachableOnce } from '../test/apiServer';
import { readInGerman, renderApp, userEmail } from '../test/renderApp';

/** Fills and submits the form under fake timers (user-event waits on timers of its own). */
async function register(screen: ReturnType<typeof renderApp>['screen'], texts = registerFormMessages) {
  fireEvent.change(await screen.findByLabelText(texts.firstNameLabel), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(texts.lastNameLabel), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(texts.emailLabel), { target: { value: userEmail } });
  fireEvent.change(screen.getByLabelText(texts.passwordLabel), { target: { value: 'secret1' } });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: texts.submit }));
  await advance(0);
}

const german = de.messages.RegisterForm!;
/** The server's per-address limit on registration, as apps/api words it. */
const rateLimited = apiError('post', '*/auth/register-user', {
  status: 429,
  code: 'RATE_LIMITED',
  message: 'Too many requests. Please try again in 60 seconds.',
});
/** A failure without the server's error body (a proxy's own page): only the client's text to show. */
const noErrorBody = http.post('*/auth/register-user', () => new HttpResponse('<html>Internal error</html>', { status: 500 }));

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

  it('goes on to /verify-otp saying the registration succeeded in German, from the kit’s messages', async () => {
    await readInGerman();
    apiServer.use(getRegisterUserMockHandler({ message: 'Registration successful! Please check your email for OTP.' }));
    const { screen, location } = renderApp('/register');
    await register(screen, german);
    expect(location().pathname).toBe('/verify-otp');
    expect(screen.getByText('Registrierung erfolgreich! Den Bestätigungscode finden Sie in Ihrer E-Mail.')).toBeTruthy();
  });

  it('shows the server’s refusal for 5 s', async () => {
    const message = 'Valid email is required';
    apiServer.use(apiError('post', '*/auth/register-user', { status: 400, code: 'VALIDATION_FAILED', message }));
    const { screen, location } = renderApp('/register');
    await register(screen);
    expect(location().pathname).toBe('/register');
    expect(screen.getByText(`Registration error : ${message}`)).toBeTruthy();
    await advance(timings.registerErrorMs);
    expect(screen.queryByText(`Registration error : ${message}`)).toBeNull();
  });

  it('shows a refusal with the spec’s texts in English, word for word', async () => {
    apiServer.use(rateLimited);
    const { screen } = renderApp('/register');
    await register(screen);
    expect(screen.getByText('Registration error : Too many requests. Please try again in 60 seconds.')).toBeTruthy();
  });

  it('shows a failure without the server’s text with both spec prefixes in English', async () => {
    apiServer.use(noErrorBody);
    const { screen } = renderApp('/register');
    await register(screen);
    expect(screen.getByText('Registration error : User registration error : Request failed with status code 500')).toBeTruthy();
  });

  it('says the server’s refusal in German, prefix and reason from the kit’s messages', async () => {
    await readInGerman();
    apiServer.use(rateLimited);
    const { screen } = renderApp('/register');
    await register(screen, german);
    expect(screen.getByText('Fehler bei der Registrierung: Zu viele Anfragen. Bitte versuchen Sie es etwas später erneut.')).toBeTruthy();
  });

  it('says a failure without the server’s text with German prefixes', async () => {
    await readInGerman();
    apiServer.use(noErrorBody);
    const { screen } = renderApp('/register');
    await register(screen, german);
    expect(
      screen.getByText('Fehler bei der Registrierung: Die Registrierung ist fehlgeschlagen: Request failed with status code 500'),
    ).toBeTruthy();
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
