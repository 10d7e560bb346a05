import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { calendarExportUrl, calendarImports } from '../fixtures/calendarSync';
import { CalendarSyncPanel } from '../sections/CalendarSyncPanel';
import { calendarSyncPanelMessages } from '../sections/CalendarSyncPanel/CalendarSyncPanel.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Calendar Sync: a room's export address for the booking sites and the calendars imported from them. */
const meta = {
  title: 'Screens/Calendar Sync',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.calendarSync(7)}>
      <CalendarSyncPanel
        roomName="7 · Ocean Suite"
        exportUrl={calendarExportUrl}
        imports={calendarImports}
        onCopyUrl={fn()}
        onRotate={fn()}
        onAddImport={fn()}
        onRemoveImport={fn()}
        onSyncNow={fn()}
        headingLevel={1}
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'CalendarSyncPanel', calendarSyncPanelMessages).heading);
  },
};
