import { useLocation, useNavigate } from 'react-router-dom';
import { login } from '@hotel/api-client';
import { LoginForm, type LoginValues } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { useAction } from '../async/useAction';
import { errorCode, serverMessage, useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useServerErrorText } from '../mappers/serverErrorText';
import { withReturnTo } from '../mappers/navigationState';
import { findReturnPath, loginReason, readReturnPath } from '../mappers/screenState';
import { saveSession } from '../session/session';

/** Failures whose server text helps more than the spec's generic one (it cannot reveal whether an email exists). */
const explainedCodes = new Set(['EMAIL_NOT_VERIFIED', 'RATE_LIMITED']);

/** Login, then back to the page that sent the user here (or home), replacing the login entry in history. */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useAction((values: LoginValues) => login(values), {
    outcomeMs: timings.loginErrorMs,
    onSuccess: ({ token }) => {
      saveSession(token);
      return navigate(readReturnPath(location.search), { replace: true });
    },
  });
  const { outcome } = submit;
  const failureText = useFailureText();
  const serverErrorText = useServerErrorText();
  const { invalidCredentials } = useServerErrorMessages();
  /** Spec §8's text (in the reader's language), or the server's where it helps more. */
  const loginError = (failure: unknown) => {
    const code = errorCode(failure);
    return (code && explainedCodes.has(code) ? (serverErrorText(failure) ?? serverMessage(failure)) : null) ?? invalidCredentials;
  };
  // Sent here by a guard: say why, and let a new guest register and still come back.
  const returnPath = findReturnPath(location.search);

  return (
    <LoginForm
      onSubmit={submit.run}
      registerHref={withReturnTo(paths.register, returnPath)}
      forgotPasswordHref={paths.forgotPassword}
      reason={loginReason(returnPath, location.state)}
      error={outcome?.status === 'error' ? failureText(outcome.error, loginError(outcome.error)) : undefined}
      isSubmitting={submit.pending !== null}
      headingLevel={1}
    />
  );
}

// The profile's password and sessions part loads with Login's chunk (ProfileRoute imports it from here on demand):
// a chunk of its own, or a static import in Profile's, made the bundler split kit modules it shares with the home page
// (Field, Heading, the API client) into further chunks, and the home page's first JavaScript grew past its budget.
export { AccountSecurity } from '@hotel/ui';
