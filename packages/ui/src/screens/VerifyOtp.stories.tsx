import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'VerifyOtpForm', verifyOtpFormMessages).heading);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
