import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { passwordValidationMessages } from '../../logic/validation/passwordValidation';
import { storyMessages } from '../../stories/storyMessages';
import { AccountSecurity } from './AccountSecurity';
import { accountSecurityMessages } from './AccountSecurity.messages';

const meta = {
  title: 'Account/AccountSecurity',
  component: AccountSecurity,
  args: { onChangePassword: fn(), onLogOutEverywhere: fn() },
} satisfies Meta<typeof AccountSecurity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'AccountSecurity', accountSecurityMessages);
    await expect(canvas.getByRole('region', { name: t.heading })).toBeVisible();
    const form = canvas.getByRole('form', { name: t.changePasswordHeading });
    await expect(form).toBeVisible();
    await expect(canvas.getByLabelText(t.currentPasswordLabel)).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(canvas.getByLabelText(t.currentPasswordLabel), 'old secret');
    await userEvent.type(canvas.getByLabelText(t.newPasswordLabel), 'new secret');
    await userEvent.type(canvas.getByLabelText(t.confirmPasswordLabel), 'new secret');
    await userEvent.click(canvas.getByRole('button', { name: t.changePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ currentPassword: 'old secret', newPassword: 'new secret' });

    await userEvent.click(canvas.getByRole('button', { name: t.logOutEverywhere }));
    await expect(args.onLogOutEverywhere).toHaveBeenCalledOnce();
  },
};

/** Every check before anything is sent: the current password, the registration rule, the confirmation. */
export const Validation: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'AccountSecurity', accountSecurityMessages);
    const vm = storyMessages(globals, 'PasswordValidation', passwordValidationMessages);
    await userEvent.click(canvas.getByRole('button', { name: t.changePassword }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(vm.currentPasswordRequired);
    await expect(canvas.getByLabelText(t.currentPasswordLabel)).toHaveFocus();
    await userEvent.keyboard('old secret');
    await userEvent.type(canvas.getByLabelText(t.newPasswordLabel), 'short{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(vm.passwordTooShort);
    await expect(canvas.getByLabelText(t.newPasswordLabel)).toHaveFocus();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** The server refused the current password: its text, from the app. */
export const WrongCurrentPassword: Story = {
  args: { changePasswordError: 'Your current password is not correct.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your current password is not correct.');
  },
};

export const PasswordChanged: Story = {
  args: { showPasswordChanged: true },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'AccountSecurity', accountSecurityMessages);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.passwordChanged);
  },
};

export const LoggingOut: Story = {
  args: { isLoggingOutEverywhere: true, logOutEverywhereError: 'The hotel could not be reached. Please try again.' },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'AccountSecurity', accountSecurityMessages);
    const button = canvas.getByRole('button', { name: t.logOutEverywhere });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLogOutEverywhere).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The hotel could not be reached. Please try again.');
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
