import { useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { loginFormMessages, type LoginFormMessages } from './LoginForm.messages';
import * as S from './LoginForm.styles';

export type LoginValues = { email: string; password: string };

export type LoginFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** Login pressed: the email (trimmed) and the password (as typed). */
  onSubmit: (values: LoginValues) => void;
  /** Where the 'Register' link goes. */
  registerHref: string;
  /**
   * The failure to show: `true` for the spec's 'Invalid username or password. Please try again.'
   * (the `invalidCredentials` message), or a text of the app's (e.g. the server's). The app clears it (after 4 s in the spec).
   */
  error?: string | true;
  /** Shows Login as pending. */
  isSubmitting?: boolean;
  defaultValues?: Partial<LoginValues>;
  /** Outline level of the 'Login' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<LoginFormMessages>;
};

/** Login (spec §2): email, password, Login, and a link to Register. */
export function LoginForm({
  onSubmit,
  registerHref,
  error,
  isSubmitting = false,
  defaultValues,
  headingLevel = 2,
  messages,
  ...rest
}: LoginFormProps) {
  const t = useMessages('LoginForm', loginFormMessages, messages);
  const headingId = useId();
  const [email, setEmail] = useState(defaultValues?.email ?? '');
  const [password, setPassword] = useState(defaultValues?.password ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: email.trim(), password });
  };

  return (
    <S.Root aria-labelledby={headingId} noValidate onSubmit={handleSubmit} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      {error ? <Alert tone="danger">{error === true ? t.invalidCredentials : error}</Alert> : null}
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
}
