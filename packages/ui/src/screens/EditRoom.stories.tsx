import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { room, roomTypes } from '../fixtures/rooms';
import { RoomForm } from '../sections/RoomForm';
import { roomFormMessages } from '../sections/RoomForm/RoomForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Edit a room: its current photo, a new one required. */
const meta = {
  title: 'Screens/Edit Room',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin>
      <RoomForm
        mode="edit"
        roomTypes={roomTypes}
        defaultValues={{ roomType: room.roomType, roomPrice: room.roomPrice }}
        currentImageUrl={room.imageUrl}
        onSubmit={fn()}
        backHref={storyHrefs.existingRooms}
        headingLevel={1}
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals);
    const heading = storyMessages(globals, 'RoomForm', roomFormMessages).editHeading;
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
};
