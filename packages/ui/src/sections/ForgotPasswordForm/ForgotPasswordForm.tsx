import { forwardRef, useId, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { passwordValidationMessages, type PasswordValidationMessages } from '../../logic/validation/passwordValidation';
import { isValidEmail } from '@hotel/booking-rules';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { AccountFormFooter, AccountFormRoot } from '../shared/accountForm.styles';
import { FormAlerts, useValidatedValues } from '../shared/useFirstInvalid';
import { forgotPasswordFormMessages, type ForgotPasswordFormMessages } from './ForgotPasswordForm.messages';

export type ForgotPasswordFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** Send code pressed with a valid address (trimmed). */
  onSubmit: (values: { email: string }) => void;
  /** Where 'Back to login' goes. */
  loginHref: string;
  /** The failure's text from the app, shown as is. */
  error?: string;
  isSubmitting?: boolean;
  defaultEmail?: string;
  /** Outline level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ForgotPasswordFormMessages>;
  validationMessages?: Partial<PasswordValidationMessages>;
};

/** Forgot password: the account's email and 'Send code'; the app then asks for the code and the new password. */
export const ForgotPasswordForm = forwardRef<HTMLFormElement, ForgotPasswordFormProps>(function ForgotPasswordForm(
  { onSubmit, loginHref, error, isSubmitting = false, defaultEmail = '', headingLevel = 2, messages, validationMessages, ...rest },
  ref,
) {
  const t = useMessages('ForgotPasswordForm', forgotPasswordFormMessages, messages);
  const vm = useMessages('PasswordValidation', passwordValidationMessages, validationMessages);
  const headingId = useId();
  const introId = useId();
  const validation = useValidatedValues({ email: defaultEmail });
  const email = validation.values.email;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = isValidEmail(email.trim()) ? [] : [{ field: 'email' as const, message: vm.emailInvalid }];
    if (validation.check(event.currentTarget, errors)) onSubmit({ email: email.trim() });
  };

  return (
    <AccountFormRoot aria-labelledby={headingId} aria-describedby={introId} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <p id={introId}>{t.intro}</p>
      <FormAlerts validation={validation} error={error} />
      <TextField label={t.emailLabel} type="email" autoComplete="username" spellCheck={false} {...validation.field('email')} />
      <Button type="submit" isPending={isSubmitting} isFullWidth>
        {t.submit}
      </Button>
      <AccountFormFooter>
        {t.loginPrompt}
        <Link href={loginHref} variant="standalone">
          {t.login}
        </Link>
      </AccountFormFooter>
    </AccountFormRoot>
  );
});
