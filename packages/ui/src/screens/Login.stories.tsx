import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoginForm } from '../sections/LoginForm';
import { loginFormMessages } from '../sections/LoginForm/LoginForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Login, with the ways to register and to reset a forgotten password. */
const meta = {
  title: 'Screens/Login',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell currentHref={storyHrefs.login}>
      <LoginForm onSubmit={fn()} registerHref={storyHrefs.register} forgotPasswordHref={storyHrefs.forgotPassword} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'LoginForm', loginFormMessages).heading);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
