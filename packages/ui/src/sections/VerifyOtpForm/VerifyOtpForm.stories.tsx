import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VerifyOtpForm } from './VerifyOtpForm';
import { formatMessage } from '../../messages/Message';
import { playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Account/VerifyOtpForm',
  component: VerifyOtpForm,
  args: { email: 'ada@example.com', onVerify: fn(), onResend: fn() },
} satisfies Meta<typeof VerifyOtpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const form = within(canvas.getByRole('form', { name: messages.VerifyOtpForm.heading }));
    await expect(form.getByText(formatMessage(messages.VerifyOtpForm.sentTo, { email: 'ada@example.com' }))).toBeInTheDocument();
    const group = form.getByRole('group', { name: messages.OtpInput.legend });
    await expect(group).toHaveAccessibleDescription(formatMessage(messages.VerifyOtpForm.sentTo, { email: 'ada@example.com' }));

    await userEvent.click(form.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) }));
    await userEvent.keyboard('12x3456');
    await expect(form.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 6, count: 6 }) })).toHaveFocus();
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: messages.VerifyOtpForm.heading }));
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

/** Verify with missing digits: a message, the boxes marked invalid, focus on the first empty box. */
export const Incomplete: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) }));
    await userEvent.keyboard('123');
    await userEvent.click(canvas.getByRole('button', { name: messages.VerifyOtpForm.heading }));
    await expect(args.onVerify).not.toHaveBeenCalled();
    await expect(canvas.getByText(formatMessage(messages.VerifyOtpForm.incomplete, { count: 6 }))).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: messages.OtpInput.legend })).toHaveAccessibleDescription(
      `${formatMessage(messages.VerifyOtpForm.sentTo, { email: 'ada@example.com' })} ${formatMessage(messages.VerifyOtpForm.incomplete, { count: 6 })}`,
    );
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 4, count: 6 }) })).toHaveFocus();

    await userEvent.keyboard('456{Enter}');
    await expect(canvas.queryByText(formatMessage(messages.VerifyOtpForm.incomplete, { count: 6 }))).not.toBeInTheDocument();
    await expect(args.onVerify).toHaveBeenCalledWith('123456');
  },
};

export const PasteAndVerify: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) }));
    await userEvent.paste('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledWith('654321');
  },
};

export const Resend: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.VerifyOtpForm.resend }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { isVerifying: true, defaultCode: '123456' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.VerifyOtpForm.heading });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Resending: Story = {
  args: { isResending: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.VerifyOtpForm.resend }));
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** The server's success text, e.g. after verifying (the app then goes to /login after 2 s). */
export const Success: Story = {
  args: { defaultCode: '123456', successMessage: 'Email verified successfully. You can now log in.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Email verified successfully. You can now log in.');
  },
};

export const VerifyError: Story = {
  args: { defaultCode: '123456', verifyError: 'Invalid or expired code' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid or expired code');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 6, count: 6 }) })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Resending failed: the app's text; the boxes stay valid (the code was not refused). */
export const ResendError: Story = {
  args: { resendError: 'Failed to resend OTP' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to resend OTP');
    await expect(canvas.getByRole('textbox', { name: formatMessage(messages.OtpInput.digitLabel, { index: 1, count: 6 }) })).not.toHaveAttribute('aria-invalid');
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
