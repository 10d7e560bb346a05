import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { passwordValidationMessages } from '../../logic/validation/passwordValidation';
import { storyMessages } from '../../stories/storyMessages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { forgotPasswordFormMessages } from './ForgotPasswordForm.messages';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), loginHref: '/login' },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'ForgotPasswordForm', forgotPasswordFormMessages);
    const form = canvas.getByRole('form', { name: t.heading });
    await expect(form).toHaveAccessibleDescription(t.intro);
    const email = canvas.getByRole('textbox', { name: t.emailLabel });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByRole('link', { name: t.login })).toHaveAttribute('href', '/login');
    await userEvent.type(email, ' ada@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' });
  },
};

/** An address that is not one: said in the alert, the field marked and focused, nothing sent. */
export const InvalidEmail: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'ForgotPasswordForm', forgotPasswordFormMessages);
    const vm = storyMessages(globals, 'PasswordValidation', passwordValidationMessages);
    const email = canvas.getByRole('textbox', { name: t.emailLabel });
    await userEvent.type(email, 'ada.example.com{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(vm.emailInvalid);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, '@');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithError: Story = {
  args: { error: 'Too many requests. Please try again in 60 seconds.', defaultEmail: 'ada@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please try again in 60 seconds.');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultEmail: 'ada@example.com' },
  play: async ({ args, canvas, globals, userEvent }) => {
    const button = canvas.getByRole('button', { name: storyMessages(globals, 'ForgotPasswordForm', forgotPasswordFormMessages).submit });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
