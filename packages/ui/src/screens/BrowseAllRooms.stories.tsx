import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImageUrl, rooms } from '../fixtures/rooms';
import { RoomList } from '../sections/RoomList';
import { roomListMessages } from '../sections/RoomList/RoomList.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Browse all rooms: the room-type filter and the paged room list. */
const meta = {
  title: 'Screens/Browse All Rooms',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell currentHref={storyHrefs.browseAllRooms}>
      <RoomList rooms={rooms} getBookHref={storyHrefs.bookRoom} placeholderImageUrl={placeholderImageUrl} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'RoomList', roomListMessages).heading);
    await expect(main.getAllByRole('article').length).toBeGreaterThan(0);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
