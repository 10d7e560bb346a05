import type { Message } from '../../messages/Message';

export type LoginFormMessages = {
  heading: Message;
  emailLabel: Message;
  passwordLabel: Message;
  submit: Message;
  /** Before the Register link. */
  registerPrompt: Message;
  register: Message;
  /** Shown when the app sets `error` to `true` (spec §8). */
  invalidCredentials: Message;
};

export const loginFormMessages: LoginFormMessages = {
  heading: 'Login',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Login',
  registerPrompt: "Don't have an account yet?",
  register: 'Register',
  invalidCredentials: 'Invalid username or password. Please try again.',
};
