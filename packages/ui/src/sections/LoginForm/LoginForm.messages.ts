import type { Message } from '../../messages/Message';

export type LoginFormMessages = {
  heading: Message;
  emailLabel: Message;
  passwordLabel: Message;
  submit: Message;
  /** The link to the forgot-password form. */
  forgotPassword: Message;
  /** Before the Register link. */
  registerPrompt: Message;
  register: Message;
  /** Why login is needed, after Book Now (`reason="bookRoom"`). */
  reasonBookRoom: Message;
  /** Why login is needed, for any other page (`reason="page"`). */
  reasonPage: Message;
  /** Under the reason: registering is the way for a new guest, and it comes back too. */
  reasonRegister: Message;
  /** Why login is needed when the server ended the session (an expired or revoked login, `reason="sessionExpired"`). */
  reasonSessionExpired: Message;
};

export const loginFormMessages: LoginFormMessages = {
  heading: 'Login',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Login',
  forgotPassword: 'Forgot password?',
  registerPrompt: "Don't have an account yet?",
  register: 'Register',
  reasonBookRoom: 'Log in to book this room',
  reasonPage: 'Log in to see this page',
  reasonRegister: 'New here? Register below: after verifying your email and logging in, you come back here.',
  reasonSessionExpired: 'Your session has ended. Log in again to continue where you were.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    LoginForm: LoginFormMessages;
  }
}
