import type { Message } from '../../messages/Message';

export type ForgotPasswordFormMessages = {
  heading: Message;
  intro: Message;
  emailLabel: Message;
  submit: Message;
  /** Before the link back to Login. */
  loginPrompt: Message;
  login: Message;
};

export const forgotPasswordFormMessages: ForgotPasswordFormMessages = {
  heading: 'Forgot password',
  intro: 'Enter the email address of your account. We will send you a 6-digit code to set a new password.',
  emailLabel: 'Email',
  submit: 'Send code',
  loginPrompt: 'Remembered it?',
  login: 'Back to login',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ForgotPasswordForm: ForgotPasswordFormMessages;
  }
}
