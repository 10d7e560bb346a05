import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { roomRatesDraft } from '../fixtures/rates';
import { formatMessage } from '../messages/Message';
import { RatesEditor } from '../sections/RatesEditor';
import { ratesEditorMessages } from '../sections/RatesEditor/RatesEditor.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** A room's rates: weekday prices, seasons and closed dates, edited by the admin. */
const meta = {
  title: 'Screens/Room Rates',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin>
      <RatesEditor
        roomName="Room 3 (Single)"
        value={roomRatesDraft}
        onChange={fn()}
        onSubmit={fn()}
        backHref={storyHrefs.existingRooms}
        headingLevel={1}
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const heading = formatMessage(storyMessages(globals, 'RatesEditor', ratesEditorMessages).heading, { room: 'Room 3 (Single)' });
    await expectScreenFrame(canvasElement, globals, heading);
  },
};
