import { useNavigate } from 'react-router-dom';
import { forgotPassword } from '@hotel/api-client';
import { ForgotPasswordForm } from '@hotel/ui';
import { paths } from '../config/paths';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useShownMessage } from '../mappers/serverErrorText';
import type { ResetPasswordState } from '../mappers/screenState';

/**
 * Forgot password: mails a reset code to the address, then goes on to /reset-password with it. The server answers
 * alike whether or not the address has an account, so this screen does too.
 */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const submit = useAction((values: { email: string }) => forgotPassword(values), {
    onSuccess: (_answer, { email }) => {
      const state: ResetPasswordState = { email };
      return navigate(paths.resetPassword, { state });
    },
  });
  const { outcome } = submit;
  const failureText = useFailureText();
  const shownMessage = useShownMessage();
  const t = useServerErrorMessages();

  return (
    <ForgotPasswordForm
      onSubmit={submit.run}
      loginHref={paths.login}
      error={outcome?.status === 'error' ? failureText(outcome.error, shownMessage(outcome.error, t.forgotPasswordFailed)) : undefined}
      isSubmitting={submit.pending !== null}
      headingLevel={1}
    />
  );
}
