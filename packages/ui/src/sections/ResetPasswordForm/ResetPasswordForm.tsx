import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import {
  passwordValidationMessages,
  validateResetPassword,
  type PasswordValidationMessages,
  type ResetPasswordValues,
} from '../../logic/validation/passwordValidation';
import { MIN_PASSWORD_LENGTH } from '../../logic/validation/registerValidation';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { AccountFormFooter, AccountFormRoot } from '../shared/accountForm.styles';
import { FormAlerts, useValidatedValues } from '../shared/useFirstInvalid';
import { resetPasswordFormMessages, type ResetPasswordFormMessages } from './ResetPasswordForm.messages';

export type ResetPasswordFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** Set new password pressed with valid values: email and code trimmed, the password as typed. */
  onSubmit: (values: { email: string; code: string; newPassword: string }) => void;
  /** Where 'Send a new code' goes (the forgot-password form). */
  forgotPasswordHref: string;
  /** Where 'Go to login' goes after success. */
  loginHref: string;
  /** The password was set: shows the success text and the link to Login instead of the fields. */
  showSuccess?: boolean;
  /** The failure's text from the app (e.g. the server's message for a wrong or expired code), shown as is. */
  error?: string;
  isSubmitting?: boolean;
  defaultEmail?: string;
  headingLevel?: HeadingLevel;
  messages?: Partial<ResetPasswordFormMessages>;
  validationMessages?: Partial<PasswordValidationMessages>;
};

const emptyValues: ResetPasswordValues = { email: '', code: '', newPassword: '', confirmPassword: '' };

/** Reset password: email, the mailed code, a new password and its confirmation. */
export const ResetPasswordForm = forwardRef<HTMLFormElement, ResetPasswordFormProps>(function ResetPasswordForm(
  {
    onSubmit,
    forgotPasswordHref,
    loginHref,
    showSuccess = false,
    error,
    isSubmitting = false,
    defaultEmail = '',
    headingLevel = 2,
    messages,
    validationMessages,
    ...rest
  },
  ref,
) {
  const t = useMessages('ResetPasswordForm', resetPasswordFormMessages, messages);
  const vm = useMessages('PasswordValidation', passwordValidationMessages, validationMessages);
  const headingId = useId();
  const validation = useValidatedValues<ResetPasswordValues>({ ...emptyValues, email: defaultEmail });
  const { values, field } = validation;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validation.check(event.currentTarget, validateResetPassword(values, vm))) return;
    onSubmit({ email: values.email.trim(), code: values.code.trim(), newPassword: values.newPassword });
  };

  if (showSuccess) {
    return (
      <AccountFormRoot aria-labelledby={headingId} noValidate onSubmit={(event) => event.preventDefault()} ref={ref} {...rest}>
        <Heading level={headingLevel} id={headingId}>
          {t.heading}
        </Heading>
        <Alert tone="success">{t.success}</Alert>
        <Link href={loginHref} variant="primary">
          {t.login}
        </Link>
      </AccountFormRoot>
    );
  }

  return (
    <AccountFormRoot aria-labelledby={headingId} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <p>{t.intro}</p>
      <FormAlerts validation={validation} error={error} />
      <TextField label={t.emailLabel} type="email" autoComplete="username" spellCheck={false} {...field('email')} />
      <TextField label={t.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field('code')} />
      <TextField
        label={t.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        description={formatMessage(t.newPasswordHint, { min: MIN_PASSWORD_LENGTH })}
        {...field('newPassword')}
      />
      <TextField label={t.confirmPasswordLabel} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" isPending={isSubmitting} isFullWidth>
        {t.submit}
      </Button>
      <AccountFormFooter>
        {t.resendPrompt}
        <Link href={forgotPasswordHref} variant="standalone">
          {t.resend}
        </Link>
      </AccountFormFooter>
    </AccountFormRoot>
  );
});
