import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useState } from 'react';
import { occupancyPeriod, occupancyRooms, occupancyToday } from '../fixtures/occupancy';
import { OccupancyTimeline, type OccupancyPeriod } from '../sections/OccupancyTimeline';
import { occupancyTimelineMessages } from '../sections/OccupancyTimeline/OccupancyTimeline.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';
import { rangeDate } from '../stories/storyDates';
import { formatMessage } from '../messages/Message';

/** Occupancy: the rooms by night over a period the admin picks; a stay opens its booking. */
const meta = {
  title: 'Screens/Occupancy',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.occupancy}>
      <Occupancy />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'OccupancyTimeline', occupancyTimelineMessages).heading);
  },
};

/** The period is the screen's, as the app keeps it in the address. */
function Occupancy() {
  const [period, setPeriod] = useState<OccupancyPeriod>(occupancyPeriod);
  return <OccupancyTimeline rooms={occupancyRooms} period={period} today={occupancyToday} onPeriodChange={setPeriod} onStayPress={fn()} headingLevel={1} />;
}

/** Next period moves the grid by two weeks, from the keyboard. */
export const NextPeriod: Story = {
  ...Default,
  tags: ['test-only'],
  play: async (context) => {
    await Default.play!(context);
    const { canvasElement, globals, userEvent } = context;
    const t = storyMessages(globals, 'OccupancyTimeline', occupancyTimelineMessages);
    within(canvasElement).getByRole('button', { name: t.nextPeriod }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('grid')).toHaveAccessibleName(formatMessage(t.gridLabel, { first: rangeDate(globals, '2026-12-15'), last: rangeDate(globals, '2026-12-28') }));
  },
};
