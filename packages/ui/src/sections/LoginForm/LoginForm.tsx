import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { loginFormMessages, type LoginFormMessages } from './LoginForm.messages';
import * as S from './LoginForm.styles';

export type LoginValues = { email: string; password: string };

/**
 * Why the visitor was sent to log in: 'bookRoom' after Book Now, 'page' for any other page that needs an account,
 * 'sessionExpired' when the server no longer accepted the login (expired or revoked).
 */
export type LoginReason = 'bookRoom' | 'page' | 'sessionExpired';

const reasonTitles = { bookRoom: 'reasonBookRoom', page: 'reasonPage', sessionExpired: 'reasonSessionExpired' } as const;

export type LoginFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** Login pressed: the email (trimmed) and the password (as typed). */
  onSubmit: (values: LoginValues) => void;
  /** Where the 'Register' link goes. */
  registerHref: string;
  /** Where the 'Forgot password?' link goes; left out, there is no such link. */
  forgotPasswordHref?: string;
  /**
   * The failure's text from the app (e.g. 'Invalid username or password. Please try again.'), shown as is; the
   * app clears it (after 4 s in the spec).
   */
  error?: string;
  /** Shows Login as pending. */
  isSubmitting?: boolean;
  /** Says why login is needed (and that registering comes back here too), above the fields. */
  reason?: LoginReason;
  defaultValues?: Partial<LoginValues>;
  /** Outline level of the 'Login' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<LoginFormMessages>;
};

/** Login: email, password, a 'Forgot password?' link, Login, and a link to Register. */
export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm({
  onSubmit,
  registerHref,
  forgotPasswordHref,
  error,
  isSubmitting = false,
  reason,
  defaultValues,
  headingLevel = 2,
  messages,
  ...rest
}, ref) {
  const t = useMessages('LoginForm', loginFormMessages, messages);
  const headingId = useId();
  const [email, setEmail] = useState(defaultValues?.email ?? '');
  const [password, setPassword] = useState(defaultValues?.password ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };

  return (
    <S.Root aria-labelledby={headingId} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      {reason ? (
        // A returning user whose session ended has an account: the way to register is no news to them.
        <Alert tone="warning" title={t[reasonTitles[reason]]}>
          {reason === 'sessionExpired' ? null : t.reasonRegister}
        </Alert>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TextField
        label={t.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
        spellCheck={false}
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={t.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {forgotPasswordHref ? (
        <Link href={forgotPasswordHref} variant="standalone">
          {t.forgotPassword}
        </Link>
      ) : null}
      <Button type="submit" isPending={isSubmitting} isFullWidth>
        {t.submit}
      </Button>
      <S.Footer>
        {t.registerPrompt}
        <Link href={registerHref} variant="standalone">
          {t.register}
        </Link>
      </S.Footer>
    </S.Root>
  );
});
