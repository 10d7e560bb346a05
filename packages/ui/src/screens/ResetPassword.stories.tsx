import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ResetPasswordForm } from '../sections/ResetPasswordForm';
import { resetPasswordFormMessages } from '../sections/ResetPasswordForm/ResetPasswordForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Reset password: the address from Forgot Password, the mailed code and the new password. */
const meta = {
  title: 'Screens/Reset Password',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell currentHref={storyHrefs.resetPassword}>
      <ResetPasswordForm
        onSubmit={fn()}
        forgotPasswordHref={storyHrefs.forgotPassword}
        loginHref={storyHrefs.login}
        defaultEmail="ada@example.com"
        headingLevel={1}
      />
    </ScreenShell>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals, 'ResetPasswordForm', resetPasswordFormMessages);
    await expectScreenFrame(canvasElement, globals, t.heading);
    await expect(canvas.getByRole('textbox', { name: t.emailLabel })).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('link', { name: t.resend })).toHaveAttribute('href', storyHrefs.forgotPassword);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
