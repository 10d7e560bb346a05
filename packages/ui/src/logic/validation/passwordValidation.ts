import { isValidEmail } from '@hotel/booking-rules';
import type { Message } from '../../messages/Message';
import type { FieldError } from './fieldErrors';
import { MIN_PASSWORD_LENGTH } from './registerValidation';

export type PasswordValidationMessages = {
  emailInvalid: Message;
  /** The reset code is not six digits. */
  codeInvalid: Message;
  currentPasswordRequired: Message;
  /** The registration rule, with its text. */
  passwordTooShort: Message;
  passwordsDiffer: Message;
};

export const passwordValidationMessages: PasswordValidationMessages = {
  emailInvalid: 'Valid email is required',
  codeInvalid: 'Please enter the 6-digit code from the email',
  currentPasswordRequired: 'Please enter your current password',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDiffer: 'The passwords do not match',
};

export type NewPasswordValues = { newPassword: string; confirmPassword: string };
export type ResetPasswordValues = NewPasswordValues & { email: string; code: string };
export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };

function newPasswordErrors(values: NewPasswordValues, messages: PasswordValidationMessages): FieldError<keyof NewPasswordValues>[] {
  // Characters, not UTF-16 units, as the server counts them.
  if ([...values.newPassword].length < MIN_PASSWORD_LENGTH) return [{ field: 'newPassword', message: messages.passwordTooShort }];
  if (values.confirmPassword !== values.newPassword) return [{ field: 'confirmPassword', message: messages.passwordsDiffer }];
  return [];
}

/** Reset password: email, the six digits, then the new password and its confirmation. Empty means valid. */
export function validateResetPassword(
  values: ResetPasswordValues,
  messages: PasswordValidationMessages = passwordValidationMessages,
): FieldError<keyof ResetPasswordValues>[] {
  if (!isValidEmail(values.email.trim())) return [{ field: 'email', message: messages.emailInvalid }];
  if (!/^\d{6}$/.test(values.code.trim())) return [{ field: 'code', message: messages.codeInvalid }];
  return newPasswordErrors(values, messages);
}

/** Change password: the current one, then the new one and its confirmation. Empty means valid. */
export function validateChangePassword(
  values: ChangePasswordValues,
  messages: PasswordValidationMessages = passwordValidationMessages,
): FieldError<keyof ChangePasswordValues>[] {
  if (!values.currentPassword) return [{ field: 'currentPassword', message: messages.currentPasswordRequired }];
  return newPasswordErrors(values, messages);
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    PasswordValidation: PasswordValidationMessages;
  }
}
