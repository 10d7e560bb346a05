import { forwardRef, useEffect, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldError } from '../../logic/validation/fieldErrors';
import {
  MIN_PASSWORD_LENGTH,
  registerValidationMessages,
  validateRegister,
  type RegisterField,
  type RegisterValidationMessages,
  type RegisterValues,
} from '../../logic/validation/registerValidation';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { TextField } from '../../primitives/TextField';
import { registerFormMessages, type RegisterFormMessages } from './RegisterForm.messages';
import * as S from './RegisterForm.styles';

export type RegisterFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** Register pressed with valid values (names and email trimmed, the password as typed). */
  onSubmit: (values: RegisterValues) => void;
  /** Where the 'Login' link goes. */
  loginHref: string;
  /** Shows 'Registration successful! Please check your email for OTP.'; turning it on clears the form. */
  showSuccess?: boolean;
  /** The failure's text from the app (e.g. 'Registration error : ' and the message), shown as is. */
  error?: string;
  /** Shows Register as pending. */
  isSubmitting?: boolean;
  defaultValues?: Partial<RegisterValues>;
  /**
   * Clears the validation message this many milliseconds after it appears (the spec asks for 5000). Left out, the
   * message stays until the guest edits that field or presses Register again.
   */
  errorClearMs?: number;
  /** Outline level of the 'Register' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<RegisterFormMessages>;
  /** Overrides of the validation texts (the `RegisterValidation` group). */
  validationMessages?: Partial<RegisterValidationMessages>;
};

const emptyValues: RegisterValues = { firstName: '', lastName: '', email: '', password: '' };

/**
 * Register: first name, last name, email and password. Register checks the rules in the spec's
 * order and shows the first failure in an alert, marks that field invalid and focuses it; the message stays
 * until the guest edits that field, presses Register again, or `errorClearMs` passes.
 */
export const RegisterForm = forwardRef<HTMLFormElement, RegisterFormProps>(function RegisterForm({
  onSubmit,
  loginHref,
  showSuccess = false,
  error,
  isSubmitting = false,
  defaultValues,
  errorClearMs,
  headingLevel = 2,
  messages,
  validationMessages,
  ...rest
}, ref) {
  const t = useMessages('RegisterForm', registerFormMessages, messages);
  const vm = useMessages('RegisterValidation', registerValidationMessages, validationMessages);
  const headingId = useId();
  const invalidAlertId = useId();
  const [values, setValues] = useState<RegisterValues>(() => ({ ...emptyValues, ...defaultValues }));
  const [invalid, setInvalid] = useState<FieldError<RegisterField> | null>(null);
  const [wasSuccess, setWasSuccess] = useState(showSuccess);

  useEffect(() => {
    if (!invalid || errorClearMs === undefined) return;
    const timer = setTimeout(() => setInvalid(null), errorClearMs);
    return () => clearTimeout(timer);
  }, [invalid, errorClearMs]);

  // A successful registration clears the form.
  if (showSuccess !== wasSuccess) {
    setWasSuccess(showSuccess);
    if (showSuccess) {
      setValues(emptyValues);
      setInvalid(null);
    }
  }

  const set = (field: RegisterField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  };
  // The message shows once, in the alert; the field it is about is marked invalid and described by that alert.
  const fieldError = (field: RegisterField) =>
    invalid?.field === field ? { isInvalid: true, 'aria-describedby': invalidAlertId } : {};

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const [first] = validateRegister(values, vm);
    flushSync(() => setInvalid(first ?? null));
    if (first) {
      const control = form.elements.namedItem(first.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  return (
    <S.Root aria-labelledby={headingId} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      {invalid ? (
        <Alert tone="danger" id={invalidAlertId}>
          {invalid.message}
        </Alert>
      ) : null}
      {error && !invalid ? <Alert tone="danger">{error}</Alert> : null}
      {showSuccess ? <Alert tone="success">{t.success}</Alert> : null}
      <S.NameRow>
        <TextField
          label={t.firstNameLabel}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          {...fieldError('firstName')}
        />
        <TextField
          label={t.lastNameLabel}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          {...fieldError('lastName')}
        />
      </S.NameRow>
      <TextField
        label={t.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        onChange={set('email')}
        {...fieldError('email')}
      />
      <TextField
        label={t.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        description={formatMessage(t.passwordHint, { min: MIN_PASSWORD_LENGTH })}
        value={values.password}
        onChange={set('password')}
        {...fieldError('password')}
      />
      <Button type="submit" isPending={isSubmitting} isFullWidth>
        {t.submit}
      </Button>
      <S.Footer>
        {t.loginPrompt}
        <Link href={loginHref} variant="standalone">
          {t.login}
        </Link>
      </S.Footer>
    </S.Root>
  );
});
