import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetPasswordFormMessages as t } from '@hotel/ui';
import { apiError, apiServer } from '../test/apiServer';
import { renderApp, userEmail } from '../test/renderApp';

async function fillIn(screen: ReturnType<typeof renderApp>['screen']) {
  fireEvent.change(await screen.findByLabelText(t.emailLabel), { target: { value: userEmail } });
  fireEvent.change(screen.getByLabelText(t.codeLabel), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText(t.newPasswordLabel), { target: { value: 'a new password' } });
  fireEvent.change(screen.getByLabelText(t.confirmPasswordLabel), { target: { value: 'a new password' } });
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
}

describe('ResetPasswordRoute', () => {
  it('sets the new password with the code, then offers Login', async () => {
    const bodies: unknown[] = [];
    apiServer.use(
      http.post('*/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your password has been reset. Please log in with your new password.' });
      }),
    );
    const { screen } = renderApp('/reset-password');
    await fillIn(screen);
    expect(await screen.findByText(t.success)).toBeTruthy();
    expect(bodies).toEqual([{ email: userEmail, code: '123456', newPassword: 'a new password' }]);
    expect(screen.getByRole('link', { name: t.login }).getAttribute('href')).toBe('/login');
  });

  it('shows the server’s text for a wrong or expired code, and keeps the form', async () => {
    apiServer.use(apiError('post', '*/auth/reset-password', { status: 400, code: 'INVALID_OTP', message: 'Invalid or expired OTP.' }));
    const { screen } = renderApp('/reset-password');
    await fillIn(screen);
    expect(await screen.findByText('Invalid or expired OTP.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.submit })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.resend }).getAttribute('href')).toBe('/forgot-password');
  });
});
