import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { login } from '@hotel/api-client';
import { LoginForm, type LoginValues } from '@hotel/ui';
import { paths } from '../app/paths';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { useTimedMessage } from '../async/useTimedMessage';
import { errorCode, serverMessage } from '../mappers/errorMessage';
import { readReturnPath } from '../mappers/navigationState';
import { saveSession } from '../session/session';

/** Failures whose server text helps more than the spec's generic one (it cannot reveal whether an email exists). */
const explainedCodes = new Set(['EMAIL_NOT_VERIFIED', 'RATE_LIMITED']);

/** Login, then back to the page that sent the user here (or home), replacing the login entry in history. */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, showError, clearError] = useTimedMessage<string | true>(timings.loginErrorMs);

  const submit = async (values: LoginValues) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    clearError();
    try {
      const { token } = await login(values);
      saveSession(token);
      if (isMounted()) navigate(readReturnPath(location.state), { replace: true });
    } catch (failure) {
      if (!isMounted()) return;
      const code = errorCode(failure);
      showError(code && explainedCodes.has(code) ? (serverMessage(failure) ?? true) : true);
      setIsSubmitting(false);
    }
  };

  return (
    <LoginForm
      onSubmit={(values) => void submit(values)}
      registerHref={paths.register}
      error={error ?? undefined}
      isSubmitting={isSubmitting}
      headingLevel={1}
    />
  );
}
