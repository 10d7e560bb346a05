import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { passwordValidationMessages } from '../../logic/validation/passwordValidation';
import { storyMessages } from '../../stories/storyMessages';
import { ResetPasswordForm } from './ResetPasswordForm';
import { resetPasswordFormMessages } from './ResetPasswordForm.messages';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn(), forgotPasswordHref: '/forgot-password', loginHref: '/login', defaultEmail: 'ada@example.com' },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'ResetPasswordForm', resetPasswordFormMessages);
    await expect(canvas.getByRole('form', { name: t.heading })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.emailLabel })).toHaveValue('ada@example.com');
    const code = canvas.getByRole('textbox', { name: t.codeLabel });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByLabelText(t.newPasswordLabel)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: t.resend })).toHaveAttribute('href', '/forgot-password');

    await userEvent.type(code, '042917');
    await userEvent.type(canvas.getByLabelText(t.newPasswordLabel), 'new secret');
    await userEvent.type(canvas.getByLabelText(t.confirmPasswordLabel), 'new secret');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', code: '042917', newPassword: 'new secret' });
  },
};

/** Checked in form order; the first problem is said in the alert, its field marked and focused. */
export const Validation: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'ResetPasswordForm', resetPasswordFormMessages);
    const vm = storyMessages(globals, 'PasswordValidation', passwordValidationMessages);
    const submit = canvas.getByRole('button', { name: t.submit });
    const code = canvas.getByRole('textbox', { name: t.codeLabel });
    await userEvent.type(code, '123');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent(vm.codeInvalid);
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(code, '456');
    const password = canvas.getByLabelText(t.newPasswordLabel);
    await userEvent.type(password, '12345');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent(vm.passwordTooShort);
    await expect(password).toHaveFocus();

    await userEvent.type(password, '6');
    const confirm = canvas.getByLabelText(t.confirmPasswordLabel);
    await userEvent.type(confirm, '123465{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(vm.passwordsDiffer);
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the code (wrong, expired or used): its text, from the app. */
export const WithError: Story = {
  args: { error: 'Invalid or expired OTP.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid or expired OTP.');
  },
};

/** The password was set: the success text and the way to Login, no fields. */
export const Success: Story = {
  args: { showSuccess: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'ResetPasswordForm', resetPasswordFormMessages);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.success);
    await expect(canvas.getByRole('link', { name: t.login })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'ResetPasswordForm', resetPasswordFormMessages);
    await expect(canvas.getByRole('button', { name: t.submit })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
