import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useState } from 'react';
import { bookings } from '../fixtures/bookings';
import type { IsoDateRange } from '../logic/dates';
import { ExistingBookingsTable } from '../sections/ExistingBookingsTable';
import { existingBookingsTableMessages } from '../sections/ExistingBookingsTable/ExistingBookingsTable.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Existing Bookings: filter by dates, cancel a booking. */
const meta = {
  title: 'Screens/Existing Bookings',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.existingBookings}>
      <Bookings />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'ExistingBookingsTable', existingBookingsTableMessages).heading);
  },
};

/** The range filter is controlled by the screen, as the app does. */
function Bookings() {
  const [range, setRange] = useState<IsoDateRange | null>(null);
  return (
    <ExistingBookingsTable
      bookings={bookings}
      range={range}
      today="2026-12-15"
      onRangeChange={setRange}
      onCancel={fn()}
      headingLevel={1}
    />
  );
}

/** On a 1280 px screen the whole table shows, Status and Cancel included, without a sideways scroll. */
export const Desktop: Story = {
  ...Default,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    await Default.play!(context);
    const caption = storyMessages(context.globals, 'ExistingBookingsTable', existingBookingsTableMessages).tableCaption;
    const scroller = within(context.canvasElement).getByRole('region', { name: caption });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
