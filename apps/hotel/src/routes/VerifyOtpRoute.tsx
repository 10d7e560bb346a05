import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resendOtp, verifyOtp } from '@hotel/api-client';
import { Button, Card, Heading, serverNoticesMessages, Stack, TextField, useMessages, VerifyOtpForm, verifyOtpEmailMessages } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useShownMessage } from '../mappers/serverErrorText';
import { withReturnTo } from '../mappers/navigationState';
import { findReturnPath, readVerifyOtpState } from '../mappers/screenState';
import { forgetPendingEmail, readPendingEmail, rememberPendingEmail } from '../session/pendingVerification';

/**
 * Verify OTP. The email comes from the registration: router state, or this tab's sessionStorage after a reload
 * (the original lost it). Success shows the server's text (in the reader's language) and goes on to /login after 2 s.
 */
export function VerifyOtpRoute() {
  const location = useLocation();
  const [fromRegistration] = useState(() => {
    const state = readVerifyOtpState(location.state);
    return { email: state.email ?? readPendingEmail() ?? '', registered: state.registered ?? false };
  });
  const [email, setEmail] = useState(fromRegistration.email);
  if (!email) return <AskForEmail onEmail={setEmail} />;
  return <VerifyOtp email={email} registered={fromRegistration.registered} />;
}

type OtpAction = 'verify' | 'resend';

function VerifyOtp({ email, registered }: { email: string; registered: boolean }) {
  const navigate = useNavigate();
  // The page a guard sent the new guest away from, before registering: the login after this returns there.
  const loginAfterwards = withReturnTo(paths.login, findReturnPath(useLocation().search));
  // The screen shows the outcome of the last action only (the registration's text until the first one).
  const [lastAction, setLastAction] = useState<OtpAction | null>(null);
  const verify = useAction((otp: string) => verifyOtp({ email, otp }), { onSuccess: forgetPendingEmail });
  const resend = useAction(() => resendOtp({ email }));
  const isVerified = verify.outcome?.status === 'success';
  const failureText = useFailureText();
  const shownMessage = useShownMessage();
  const t = useServerErrorMessages();
  const notices = useMessages('ServerNotices', serverNoticesMessages);

  useEffect(() => {
    if (!isVerified) return;
    const timer = setTimeout(() => navigate(loginAfterwards), timings.otpVerifyRedirectMs);
    return () => clearTimeout(timer);
  }, [isVerified, navigate, loginAfterwards]);

  const start = (kind: OtpAction, run: () => void) => {
    if (verify.pending || resend.pending || isVerified) return;
    setLastAction(kind);
    run();
  };

  const outcome = lastAction === 'verify' ? verify.outcome : lastAction === 'resend' ? resend.outcome : null;
  // The server's text, else the spec's for the action; in the guest's words when the hotel could not be reached.
  const specFailure = lastAction === 'verify' ? t.verifyOtpFailed : t.resendOtpFailed;
  const failure = outcome?.status === 'error' ? failureText(outcome.error, shownMessage(outcome.error, specFailure)) : undefined;
  const actionSuccess = lastAction === 'verify' ? notices.otpVerified : notices.otpResent;
  const success = lastAction === null ? (registered ? notices.registered : undefined) : outcome?.status === 'success' ? actionSuccess : undefined;

  return (
    <VerifyOtpForm
      email={email}
      onVerify={(code) => start('verify', () => verify.run(code))}
      onResend={() => start('resend', resend.run)}
      isVerifying={verify.pending !== null}
      isResending={resend.pending !== null}
      successMessage={success}
      verifyError={lastAction === 'verify' ? failure : undefined}
      resendError={lastAction === 'resend' ? failure : undefined}
      headingLevel={1}
    />
  );
}

/** No email known (a bookmark, another tab): the visitor says which address to verify. */
function AskForEmail({ onEmail }: { onEmail: (email: string) => void }) {
  const t = useMessages('VerifyOtpEmail', verifyOtpEmailMessages);
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
