import { useLocation, useNavigate } from 'react-router-dom';
import { registerUser } from '@hotel/api-client';
import { RegisterForm, type RegisterValues } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { useAction } from '../async/useAction';
import { errorMessages } from '../messages/errorMessages';
import { serverMessageOr, useFailureText } from '../mappers/errorMessage';
import { withReturnTo } from '../mappers/navigationState';
import { findReturnPath, type VerifyOtpState } from '../mappers/screenState';
import { rememberPendingEmail } from '../session/pendingVerification';

/**
 * Registration; success goes on to /verify-otp with the email (and the server's text to show there), keeping the
 * page to return to after the login that follows.
 */
export function RegisterRoute() {
  const navigate = useNavigate();
  const returnPath = findReturnPath(useLocation().search);
  const submit = useAction((values: RegisterValues) => registerUser(values), {
    outcomeMs: timings.registerErrorMs,
    onSuccess: ({ message }, { email }) => {
      rememberPendingEmail(email);
      const state: VerifyOtpState = { email, message };
      return navigate(withReturnTo(paths.verifyOtp, returnPath), { state });
    },
  });
  const { outcome } = submit;
  const failureText = useFailureText();

  return (
    <RegisterForm
      onSubmit={submit.run}
      loginHref={withReturnTo(paths.login, returnPath)}
      error={
        outcome?.status === 'error'
          ? failureText(outcome.error, errorMessages.registerShown(serverMessageOr(outcome.error, errorMessages.registerUser)))
          : undefined
      }
      errorClearMs={timings.registerErrorMs}
      isSubmitting={submit.pending !== null}
      headingLevel={1}
    />
  );
}
