import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { rooms } from '../fixtures/rooms';
import { ExistingRoomsTable } from '../sections/ExistingRoomsTable';
import { existingRoomsTableMessages } from '../sections/ExistingRoomsTable/ExistingRoomsTable.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Existing Rooms: filter, page, view, edit and delete rooms, and add one. */
const meta = {
  title: 'Screens/Existing Rooms',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.existingRooms}>
      <ExistingRoomsTable
        rooms={rooms}
        onDelete={fn()}
        addRoomHref={storyHrefs.addRoom}
        getViewRoomHref={storyHrefs.bookRoom}
        getEditRoomHref={storyHrefs.editRoom}
        getRatesHref={storyHrefs.roomRates}
        headingLevel={1}
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'ExistingRoomsTable', existingRoomsTableMessages).heading);
  },
};
