import { useLocation, useNavigate } from 'react-router-dom';
import { registerUser } from '@hotel/api-client';
import { formatMessage, RegisterForm, type RegisterValues } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { useAction } from '../async/useAction';
import { serverMessageOr, useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useServerErrorText } from '../mappers/serverErrorText';
import { withReturnTo } from '../mappers/navigationState';
import { findReturnPath, type VerifyOtpState } from '../mappers/screenState';
import { rememberPendingEmail } from '../session/pendingVerification';

/**
 * Registration; success goes on to /verify-otp with the email (which then says the registration succeeded), keeping
 * the page to return to after the login that follows.
 */
export function RegisterRoute() {
  const navigate = useNavigate();
  const returnPath = findReturnPath(useLocation().search);
  const submit = useAction((values: RegisterValues) => registerUser(values), {
    outcomeMs: timings.registerErrorMs,
    onSuccess: (_answer, { email }) => {
      rememberPendingEmail(email);
      const state: VerifyOtpState = { email, registered: true };
      return navigate(withReturnTo(paths.verifyOtp, returnPath), { state });
    },
  });
  const { outcome } = submit;
  const failureText = useFailureText();
  const t = useServerErrorMessages();
  const serverErrorText = useServerErrorText();
  // The spec's 'Registration error : ' and the server's text in the reader's language (its own when the kit has none).
  const failure = (error: unknown) =>
    failureText(
      error,
      formatMessage(t.registerFailed, {
        message: serverErrorText(error) ?? serverMessageOr(error, (detail) => formatMessage(t.registerNoText, { detail })),
      }),
    );

  return (
    <RegisterForm
      onSubmit={submit.run}
      loginHref={withReturnTo(paths.login, returnPath)}
      error={outcome?.status === 'error' ? failure(outcome.error) : undefined}
      errorClearMs={timings.registerErrorMs}
      isSubmitting={submit.pending !== null}
      headingLevel={1}
    />
  );
}
