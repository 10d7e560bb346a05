import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyMessages, playMessages } from '../../stories/storyMessages';
import { LoginForm } from './LoginForm';
import { loginFormMessages } from './LoginForm.messages';

const meta = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { onSubmit: fn(), registerHref: '/register' },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const form = within(canvas.getByRole('form', { name: messages.LoginForm.heading }));
    const email = form.getByRole('textbox', { name: messages.LoginForm.emailLabel });
    const password = form.getByLabelText(messages.LoginForm.passwordLabel);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    const register = form.getByRole('link', { name: messages.LoginForm.register });
    await expect(register).toHaveAttribute('href', '/register');
    // A target of at least 24 x 24 CSS px (WCAG 2.2, 2.5.8); the plain text link was 19 px tall.
    await expect(register.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(register.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);

    await userEvent.type(email, ' ada@example.com ');
    await userEvent.type(password, 'secret 12');
    await userEvent.click(form.getByRole('button', { name: messages.LoginForm.heading }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret 12' });
  },
};

export const KeyboardSubmit: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: messages.LoginForm.emailLabel })).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.keyboard('secret12{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret12' });
  },
};

/** The spec's text for a failed login, from the app, which clears it after 4 seconds. */
export const WithError: Story = {
  args: { error: 'Invalid username or password. Please try again.', defaultValues: { email: 'ada@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password. Please try again.');
  },
};

/** A text of the app's, e.g. the server's answer for an unverified account. */
export const WithServerError: Story = {
  args: { error: 'Please verify your email before logging in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please verify your email before logging in.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { email: 'ada@example.com', password: 'secret12' } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.LoginForm.heading });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };

/** Sent here by Book Now: the form says why, and that registering comes back to the room too. */
export const ReasonBookRoom: Story = {
  args: { reason: 'bookRoom', registerHref: '/register?returnTo=%2Fbook-room%2F3' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const form = within(canvas.getByRole('form', { name: messages.LoginForm.heading }));
    const notice = form.getByRole('status');
    await expect(notice).toHaveTextContent(messages.LoginForm.reasonBookRoom);
    await expect(notice).toHaveTextContent(messages.LoginForm.reasonRegister);
    await expect(form.getByRole('link', { name: messages.LoginForm.register })).toHaveAttribute('href', '/register?returnTo=%2Fbook-room%2F3');
  },
};

export const ReasonPage: Story = {
  args: { reason: 'page' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.LoginForm.reasonPage);
  },
};

/** The server ended the session (expired or revoked): the notice says so, without the register hint. */
export const ReasonSessionExpired: Story = {
  args: { reason: 'sessionExpired' },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'LoginForm', loginFormMessages);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(t.reasonSessionExpired);
    await expect(notice).not.toHaveTextContent(t.reasonRegister);
  },
};

/** Without a reason (the visitor chose Login), no notice. */
export const NoReason: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** With the app's forgot-password route: a 'Forgot password?' link under the password, reached by keyboard before Login. */
export const WithForgotPassword: Story = {
  args: { forgotPasswordHref: '/forgot-password' },
  play: async ({ canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'LoginForm', loginFormMessages);
    const link = canvas.getByRole('link', { name: t.forgotPassword });
    await expect(link).toHaveAttribute('href', '/forgot-password');
    await userEvent.click(canvas.getByLabelText(t.passwordLabel));
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.submit })).toHaveFocus();
  },
};

export const WithForgotPasswordSeaside: Story = { ...WithForgotPassword, globals: { brand: 'seaside' } };
