import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { resetPassword } from '@hotel/api-client';
import { ResetPasswordForm } from '@hotel/ui';
import { paths } from '../config/paths';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useShownMessage } from '../mappers/serverErrorText';
import { readResetPasswordEmail } from '../mappers/screenState';

/**
 * Reset password with the mailed code. The address comes from Forgot password (router state), else the visitor types
 * it. The server's text explains a wrong, expired or used code and a weak password; success ends every session of the
 * account, so the screen sends the visitor to log in.
 */
export function ResetPasswordRoute() {
  const location = useLocation();
  const [email] = useState(() => readResetPasswordEmail(location.state));
  const submit = useAction((values: { email: string; code: string; newPassword: string }) => resetPassword(values));
  const { outcome } = submit;
  const failureText = useFailureText();
  const shownMessage = useShownMessage();
  const t = useServerErrorMessages();

  return (
    <ResetPasswordForm
      onSubmit={submit.run}
      forgotPasswordHref={paths.forgotPassword}
      loginHref={paths.login}
      showSuccess={outcome?.status === 'success'}
      error={outcome?.status === 'error' ? failureText(outcome.error, shownMessage(outcome.error, t.resetPasswordFailed)) : undefined}
      isSubmitting={submit.pending !== null}
      defaultEmail={email}
      headingLevel={1}
    />
  );
}
