import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerUser } from '@hotel/api-client';
import { RegisterForm, type RegisterValues } from '@hotel/ui';
import { paths } from '../app/paths';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { useTimedMessage } from '../async/useTimedMessage';
import { errorMessages } from '../messages/errorMessages';
import { serverMessageOr } from '../mappers/errorMessage';
import type { VerifyOtpState } from '../mappers/navigationState';
import { rememberPendingEmail } from '../session/pendingVerification';

/** Registration; success goes on to /verify-otp with the email (and the server's text to show there). */
export function RegisterRoute() {
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, showError, clearError] = useTimedMessage(timings.registerErrorMs);

  const submit = async (values: RegisterValues) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    clearError();
    try {
      const { message } = await registerUser(values);
      rememberPendingEmail(values.email);
      const state: VerifyOtpState = { email: values.email, message };
      if (isMounted()) navigate(paths.verifyOtp, { state });
    } catch (failure) {
      if (!isMounted()) return;
      showError(serverMessageOr(failure, errorMessages.registerUser));
      setIsSubmitting(false);
    }
  };

  return (
    <RegisterForm
      onSubmit={(values) => void submit(values)}
      loginHref={paths.login}
      error={error ?? undefined}
      errorClearMs={timings.registerErrorMs}
      isSubmitting={isSubmitting}
      headingLevel={1}
    />
  );
}
