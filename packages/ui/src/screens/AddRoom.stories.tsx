import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
    const main = await expectScreenFrame(canvasElement, globals);
    const heading = storyMessages(globals, 'RoomForm', roomFormMessages).addHeading;
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
};
