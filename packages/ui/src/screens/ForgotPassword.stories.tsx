import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ForgotPasswordForm } from '../sections/ForgotPasswordForm';
import { forgotPasswordFormMessages } from '../sections/ForgotPasswordForm/ForgotPasswordForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Forgot password (reached from Login): the account's address, then the app goes on to Reset Password. */
const meta = {
  title: 'Screens/Forgot Password',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell currentHref={storyHrefs.forgotPassword}>
      <ForgotPasswordForm onSubmit={fn()} loginHref={storyHrefs.login} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals, 'ForgotPasswordForm', forgotPasswordFormMessages);
    await expectScreenFrame(canvasElement, globals, t.heading);
    await expect(canvas.getByRole('link', { name: t.login })).toHaveAttribute('href', storyHrefs.login);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
