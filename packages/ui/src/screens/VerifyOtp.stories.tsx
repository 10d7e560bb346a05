import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VerifyOtpForm } from '../sections/VerifyOtpForm';
import { verifyOtpFormMessages } from '../sections/VerifyOtpForm/VerifyOtpForm.messages';
import { expectScreenFrame, ScreenShell } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Verify OTP: the six-digit code sent by mail, with resend. */
const meta = {
  title: 'Screens/Verify OTP',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell>
      <VerifyOtpForm email="ada@example.com" onVerify={fn()} onResend={fn()} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals);
    const heading = storyMessages(globals, 'VerifyOtpForm', verifyOtpFormMessages).heading;
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
