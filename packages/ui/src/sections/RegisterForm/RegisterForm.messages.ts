import type { Message } from '../../messages/Message';

/** The form's chrome texts; its validation texts are the `RegisterValidation` group. */
export type RegisterFormMessages = {
  heading: Message;
  firstNameLabel: Message;
  lastNameLabel: Message;
  emailLabel: Message;
  passwordLabel: Message;
  /** Under the password. */
  passwordHint: Message<{ min: number }>;
  submit: Message;
  /** Before the Login link. */
  loginPrompt: Message;
  login: Message;
  /** Shown when `showSuccess` is set. */
  success: Message;
};

export const registerFormMessages: RegisterFormMessages = {
  heading: 'Register',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHint: 'At least {min} characters.',
  submit: 'Register',
  loginPrompt: 'Already have an account?',
  login: 'Login',
  success: 'Registration successful! Please check your email for OTP.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RegisterForm: RegisterFormMessages;
  }
}
