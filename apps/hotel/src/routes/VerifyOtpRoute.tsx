import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resendOtp, verifyOtp } from '@hotel/api-client';
import { Button, Card, Heading, Stack, TextField, VerifyOtpForm } from '@hotel/ui';
import { paths } from '../app/paths';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { screenMessages } from '../messages/screenMessages';
import { serverMessage } from '../mappers/errorMessage';
import { readVerifyOtpState } from '../mappers/navigationState';
import { forgetPendingEmail, readPendingEmail, rememberPendingEmail } from '../session/pendingVerification';

/**
 * Verify OTP. The email comes from the registration: router state, or this tab's sessionStorage after a reload
 * (the original lost it). Success shows the server's text and goes on to /login after 2 s.
 */
export function VerifyOtpRoute() {
  const location = useLocation();
  const [fromRegistration] = useState(() => {
    const state = readVerifyOtpState(location.state);
    return { email: state.email ?? readPendingEmail() ?? '', message: state.message };
  });
  const [email, setEmail] = useState(fromRegistration.email);
  if (!email) return <AskForEmail onEmail={setEmail} />;
  return <VerifyOtp email={email} registrationMessage={fromRegistration.message} />;
}

function VerifyOtp({ email, registrationMessage }: { email: string; registrationMessage?: string }) {
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);
  const [success, setSuccess] = useState(registrationMessage);
  const [verifyError, setVerifyError] = useState<string | true>();
  const [resendError, setResendError] = useState<string | true>();
  const [isVerified, setIsVerified] = useState(false);

  useEffect(() => {
    if (!isVerified) return;
    const timer = setTimeout(() => navigate(paths.login), timings.otpVerifyRedirectMs);
    return () => clearTimeout(timer);
  }, [isVerified, navigate]);

  const start = (kind: 'verify' | 'resend') => {
    setPending(kind);
    setSuccess(undefined);
    setVerifyError(undefined);
    setResendError(undefined);
  };

  const verify = async (otp: string) => {
    if (pending || isVerified) return;
    start('verify');
    try {
      const { message } = await verifyOtp({ email, otp });
      if (!isMounted()) return;
      forgetPendingEmail();
      setSuccess(message);
      setIsVerified(true);
    } catch (failure) {
      if (isMounted()) setVerifyError(serverMessage(failure) ?? true);
    } finally {
      if (isMounted()) setPending(null);
    }
  };

  const resend = async () => {
    if (pending || isVerified) return;
    start('resend');
    try {
      const { message } = await resendOtp({ email });
      if (isMounted()) setSuccess(message);
    } catch (failure) {
      if (isMounted()) setResendError(serverMessage(failure) ?? true);
    } finally {
      if (isMounted()) setPending(null);
    }
  };

  return (
    <VerifyOtpForm
      email={email}
      onVerify={(code) => void verify(code)}
      onResend={() => void resend()}
      isVerifying={pending === 'verify'}
      isResending={pending === 'resend'}
      successMessage={success}
      verifyError={verifyError}
      resendError={resendError}
      headingLevel={1}
    />
  );
}

/** No email known (a bookmark, another tab): the visitor says which address to verify. */
function AskForEmail({ onEmail }: { onEmail: (email: string) => void }) {
  const t = screenMessages.verifyOtpEmail;
  const headingId = useId();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = value.trim();
    if (!email) return;
    rememberPendingEmail(email);
    onEmail(email);
  };

  return (
    <Card>
      <form noValidate aria-labelledby={headingId} onSubmit={submit}>
        <Stack gap={4}>
          <Heading level={1} id={headingId}>
            {t.heading}
          </Heading>
          <p>{t.intro}</p>
          <TextField label={t.emailLabel} type="email" autoComplete="email" required value={value} onChange={setValue} />
          <div>
            <Button type="submit">{t.continue}</Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
