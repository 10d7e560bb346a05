import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { booking } from '../fixtures/bookings';
import { FindBooking } from '../sections/FindBooking';
import { findBookingMessages } from '../sections/FindBooking/FindBooking.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Find My Booking: look a booking up by its code, see it, cancel it. */
const meta = {
  title: 'Screens/Find My Booking',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell currentHref={storyHrefs.findBooking}>
      <FindBooking status="found" booking={booking} defaultCode={booking.confirmationCode} onFind={fn()} onCancel={fn()} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'FindBooking', findBookingMessages).heading);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
