import type { Message } from '../../messages/Message';

export type ResetPasswordFormMessages = {
  heading: Message;
  intro: Message;
  emailLabel: Message;
  codeLabel: Message;
  newPasswordLabel: Message;
  /** Under the new password: the rule. */
  newPasswordHint: Message<{ min: number }>;
  confirmPasswordLabel: Message;
  submit: Message;
  /** After the password was set; a link to Login follows. */
  success: Message;
  login: Message;
  /** Before the link to ask for another code. */
  resendPrompt: Message;
  resend: Message;
};

export const resetPasswordFormMessages: ResetPasswordFormMessages = {
  heading: 'Reset password',
  intro: 'Enter the 6-digit code from the email and choose a new password. The code is valid for 10 minutes.',
  emailLabel: 'Email',
  codeLabel: 'Code from the email',
  newPasswordLabel: 'New password',
  newPasswordHint: 'At least {min} characters.',
  confirmPasswordLabel: 'Confirm new password',
  submit: 'Set new password',
  success: 'Your password has been reset, and you have been logged out on every device. Please log in with your new password.',
  login: 'Go to login',
  resendPrompt: 'No code, or did it expire?',
  resend: 'Send a new code',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ResetPasswordForm: ResetPasswordFormMessages;
  }
}
