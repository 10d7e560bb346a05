import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  passwordValidationMessages,
  validateChangePassword,
  type ChangePasswordValues,
  type PasswordValidationMessages,
} from '../../logic/validation/passwordValidation';
import { MIN_PASSWORD_LENGTH } from '../../logic/validation/registerValidation';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { cardSurface } from '../../primitives/Card';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { TextField } from '../../primitives/TextField';
import { FormAlerts, useValidatedValues } from '../shared/useFirstInvalid';
import { accountSecurityMessages, type AccountSecurityMessages } from './AccountSecurity.messages';

export type AccountSecurityProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Change password pressed with valid values (passwords as typed). */
  onChangePassword: (values: { currentPassword: string; newPassword: string }) => void;
  /** Log out of all devices pressed. */
  onLogOutEverywhere: () => void;
  isChangingPassword?: boolean;
  /** The password was changed: shows the success text; turning it on clears the fields. */
  showPasswordChanged?: boolean;
  /** The failure's text from the app (e.g. the server's message for a wrong current password), shown as is. */
  changePasswordError?: string;
  isLoggingOutEverywhere?: boolean;
  logOutEverywhereError?: string;
  /** Outline level of the section's heading; its two parts take the next level. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<AccountSecurityMessages>;
  validationMessages?: Partial<PasswordValidationMessages>;
};

const emptyValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The profile's 'Password and sessions': change password (the current one required) and 'Log out of all devices'. */
export const AccountSecurity = forwardRef<HTMLElement, AccountSecurityProps>(function AccountSecurity(
  {
    onChangePassword,
    onLogOutEverywhere,
    isChangingPassword = false,
    showPasswordChanged = false,
    changePasswordError,
    isLoggingOutEverywhere = false,
    logOutEverywhereError,
    headingLevel = 2,
    messages,
    validationMessages,
    ...rest
  },
  ref,
) {
  const t = useMessages('AccountSecurity', accountSecurityMessages, messages);
  const vm = useMessages('PasswordValidation', passwordValidationMessages, validationMessages);
  const headingId = useId();
  const changeHeadingId = useId();
  const sessionsHeadingId = useId();
  const sessionsIntroId = useId();
  const partLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const validation = useValidatedValues(emptyValues);
  const { values, setValues } = validation;
  const [wasChanged, setWasChanged] = useState(showPasswordChanged);

  // A successful change clears the fields.
  if (showPasswordChanged !== wasChanged) {
    setWasChanged(showPasswordChanged);
    if (showPasswordChanged) setValues(emptyValues);
  }

  const field = (name: keyof ChangePasswordValues) => ({ type: 'password' as const, ...validation.field(name) });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validation.check(event.currentTarget, validateChangePassword(values, vm))) return;
    onChangePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <Part as="form" aria-labelledby={changeHeadingId} noValidate onSubmit={handleSubmit}>
        <Heading level={partLevel} id={changeHeadingId}>
          {t.changePasswordHeading}
        </Heading>
        <FormAlerts validation={validation} error={changePasswordError} />
        {showPasswordChanged ? <Alert tone="success">{t.passwordChanged}</Alert> : null}
        <TextField label={t.currentPasswordLabel} autoComplete="current-password" {...field('currentPassword')} />
        <TextField
          label={t.newPasswordLabel}
          autoComplete="new-password"
          description={formatMessage(t.newPasswordHint, { min: MIN_PASSWORD_LENGTH })}
          {...field('newPassword')}
        />
        <TextField label={t.confirmPasswordLabel} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" isPending={isChangingPassword}>
          {t.changePassword}
        </Button>
      </Part>
      <Part aria-labelledby={sessionsHeadingId} aria-describedby={sessionsIntroId}>
        <Heading level={partLevel} id={sessionsHeadingId}>
          {t.sessionsHeading}
        </Heading>
        <p id={sessionsIntroId}>{t.sessionsIntro}</p>
        {logOutEverywhereError ? <Alert tone="danger">{logOutEverywhereError}</Alert> : null}
        <Button variant="secondary" isPending={isLoggingOutEverywhere} onPress={onLogOutEverywhere}>
          {t.logOutEverywhere}
        </Button>
      </Part>
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
`;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 28rem;
  ${cardSurface}

  p {
    margin: 0;
  }
`;
