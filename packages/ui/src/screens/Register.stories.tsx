import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegisterForm } from '../sections/RegisterForm';
import { registerFormMessages } from '../sections/RegisterForm/RegisterForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Register, with the way back to login. */
const meta = {
  title: 'Screens/Register',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell>
      <RegisterForm onSubmit={fn()} loginHref={storyHrefs.login} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'RegisterForm', registerFormMessages).heading);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
