import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { roomTypes } from '../fixtures/rooms';
import { RoomForm } from '../sections/RoomForm';
import { roomFormMessages } from '../sections/RoomForm/RoomForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Add a room: type, price and photo. */
const meta = {
  title: 'Screens/Add Room',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin>
      <RoomForm mode="add" roomTypes={roomTypes} onSubmit={fn()} backHref={storyHrefs.existingRooms} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'RoomForm', roomFormMessages).addHeading);
  },
};
