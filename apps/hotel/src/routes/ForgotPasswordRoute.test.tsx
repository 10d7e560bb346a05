import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { forgotPasswordFormMessages, loginFormMessages, resetPasswordFormMessages } from '@hotel/ui';
import { apiError, apiServer, eventually } from '../test/apiServer';
import { renderApp, userEmail } from '../test/renderApp';

const requested = { message: 'If an account exists for this email, we have sent a code to reset its password.' };

describe('ForgotPasswordRoute', () => {
  it('is linked from Login', async () => {
    const { screen } = renderApp('/login');
    expect((await screen.findByRole('link', { name: loginFormMessages.forgotPassword })).getAttribute('href')).toBe('/forgot-password');
  });

  it('asks for a code for the address, then goes on to Reset Password with it filled in', async () => {
    const bodies: unknown[] = [];
    apiServer.use(
      http.post('*/auth/forgot-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(requested);
      }),
    );
    const { screen, location } = renderApp('/forgot-password');
    fireEvent.change(await screen.findByLabelText(forgotPasswordFormMessages.emailLabel), { target: { value: ` ${userEmail} ` } });
    fireEvent.click(screen.getByRole('button', { name: forgotPasswordFormMessages.submit }));
    await screen.findByRole('heading', { level: 1, name: resetPasswordFormMessages.heading });
    expect(location().pathname).toBe('/reset-password');
    expect(bodies).toEqual([{ email: userEmail }]);
    expect(screen.getByLabelText(resetPasswordFormMessages.emailLabel)).toHaveProperty('value', userEmail);
    expect(document.title).toBe('Reset Password · HavenHub');
  });

  it('stays, showing the server’s text, when the address may not ask again yet', async () => {
    apiServer.use(apiError('post', '*/auth/forgot-password', { status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Try again in 60 seconds.' }));
    const { screen, location } = renderApp('/forgot-password');
    await eventually(() => expect(document.title).toBe('Forgot Password · HavenHub'));
    fireEvent.change(await screen.findByLabelText(forgotPasswordFormMessages.emailLabel), { target: { value: userEmail } });
    fireEvent.click(screen.getByRole('button', { name: forgotPasswordFormMessages.submit }));
    expect(await screen.findByText('Too many requests. Try again in 60 seconds.')).toBeTruthy();
    expect(location().pathname).toBe('/forgot-password');
  });
});
