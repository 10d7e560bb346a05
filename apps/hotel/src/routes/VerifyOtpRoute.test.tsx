import { act, fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getResendOtpMockHandler, getVerifyOtpMockHandler } from '@hotel/api-client/mocks';
import { sectionStatusMessages } from '@hotel/ui';
import { timings } from '../config/timings';
import { readPendingEmail, rememberPendingEmail } from '../session/pendingVerification';
import { advance, apiError, apiServer, eventually, unreachableOnce } from '../test/apiServer';
import { readInGerman, renderApp, userEmail } from '../test/renderApp';

async function enterCode(screen: ReturnType<typeof renderApp>['screen'], code: string) {
  await screen.findByRole('textbox', { name: 'Digit 1 of 6' });
  [...code].forEach((digit, index) => {
    fireEvent.change(screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }), { target: { value: digit } });
  });
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
  await advance(0);
}

describe('VerifyOtpRoute', () => {
  it('verifies the remembered email’s code, shows the server’s text and goes to /login after 2 s', async () => {
    rememberPendingEmail(userEmail);
    let sent: unknown;
    apiServer.use(
      getVerifyOtpMockHandler(async ({ request }) => {
        sent = await request.json();
        return { message: 'OTP verified successfully! You can now log in.' };
      }),
    );
    const { screen, location } = renderApp('/verify-otp');
    await enterCode(screen, '123456');
    expect(sent).toEqual({ email: userEmail, otp: '123456' });
    expect(screen.getByText('OTP verified successfully! You can now log in.')).toBeTruthy();
    expect(readPendingEmail()).toBeNull();
    await advance(timings.otpVerifyRedirectMs - 1);
    expect(location().pathname).toBe('/verify-otp');
    await advance(1);
    expect(location().pathname).toBe('/login');
  });

  it('shows the server’s text for a wrong code and stays', async () => {
    rememberPendingEmail(userEmail);
    apiServer.use(apiError('post', '*/auth/verify-otp', { status: 400, code: 'INVALID_OTP', message: 'Invalid or expired OTP.' }));
    const { screen, location } = renderApp('/verify-otp');
    await enterCode(screen, '000000');
    expect(screen.getByText('Invalid or expired OTP.')).toBeTruthy();
    await advance(timings.otpVerifyRedirectMs);
    expect(location().pathname).toBe('/verify-otp');
  });

  it('resends the code and shows the server’s text', async () => {
    rememberPendingEmail(userEmail);
    apiServer.use(getResendOtpMockHandler({ message: 'A new OTP has been sent to your email.' }));
    const { screen } = renderApp('/verify-otp');
    // Found outside act: React holds renders made inside an act scope until it ends, so the search would never see it.
    const resendButton = await screen.findByRole('button', { name: 'Resend OTP' });
    await act(async () => fireEvent.click(resendButton));
    expect(await screen.findByText('A new OTP has been sent to your email.')).toBeTruthy();
  });

  it('shows the spec’s text when resending fails without a text from the server', async () => {
    rememberPendingEmail(userEmail);
    apiServer.use(http.post('*/auth/resend-otp', () => new HttpResponse(null, { status: 500 })));
    const { screen } = renderApp('/verify-otp');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeTruthy();
  });

  it('says a new code and a failed resend in German, from the kit’s messages', async () => {
    await readInGerman();
    rememberPendingEmail(userEmail);
    apiServer.use(
      http.post('*/auth/resend-otp', () => new HttpResponse(null, { status: 500 }), { once: true }),
      getResendOtpMockHandler({ message: 'A new OTP has been sent to your email.' }),
    );
    const { screen } = renderApp('/verify-otp');
    fireEvent.click(await screen.findByRole('button', { name: 'Code erneut senden' }));
    expect(await screen.findByText('Der neue Code konnte nicht gesendet werden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    expect(await screen.findByText('Wir haben Ihnen einen neuen Code an Ihre E-Mail-Adresse geschickt.')).toBeTruthy();
  });

  it('says so in the guest’s words when the hotel cannot be reached while verifying', async () => {
    rememberPendingEmail(userEmail);
    apiServer.use(unreachableOnce('post', '*/auth/verify-otp'));
    const { screen } = renderApp('/verify-otp');
    await enterCode(screen, '123456');
    // Under the fake timers `enterCode` starts: `eventually` polls on real time.
    await eventually(() => expect(screen.getByText(sectionStatusMessages.unreachable)).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for the email when none is known', async () => {
    const { screen } = renderApp('/verify-otp');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: userEmail } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(userEmail, { exact: false })).toBeTruthy();
    expect(readPendingEmail()).toBe(userEmail);
  });

  it('asks for the email in German under German', async () => {
    await readInGerman();
    const { screen } = renderApp('/verify-otp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Code bestätigen' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: userEmail } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(userEmail, { exact: false })).toBeTruthy();
  });
});
