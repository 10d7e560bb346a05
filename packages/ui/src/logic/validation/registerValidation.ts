import type { Message } from '../../messages/Message';
import { isValidEmail } from '@hotel/booking-rules';
import type { FieldError } from './fieldErrors';

export type RegisterValidationMessages = {
  firstNameRequired: Message;
  lastNameRequired: Message;
  emailInvalid: Message;
  passwordTooShort: Message;
};

export const registerValidationMessages: RegisterValidationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Valid email is required',
  passwordTooShort: 'Password must be at least 6 characters',
};

export type RegisterValues = { firstName: string; lastName: string; email: string; password: string };
export type RegisterField = keyof RegisterValues;

export const MIN_PASSWORD_LENGTH = 6;

/** Registration, checked in the spec's order; the screen shows the first. Empty means valid. */
export function validateRegister(
  values: RegisterValues,
  messages: RegisterValidationMessages = registerValidationMessages,
): FieldError<RegisterField>[] {
  const errors: FieldError<RegisterField>[] = [];
  if (!values.firstName.trim()) errors.push({ field: 'firstName', message: messages.firstNameRequired });
  if (!values.lastName.trim()) errors.push({ field: 'lastName', message: messages.lastNameRequired });
  if (!isValidEmail(values.email.trim())) errors.push({ field: 'email', message: messages.emailInvalid });
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'password', message: messages.passwordTooShort });
  }
  return errors;
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    RegisterValidation: RegisterValidationMessages;
  }
}
