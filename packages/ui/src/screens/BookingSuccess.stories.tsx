import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BookingResult } from '../sections/BookingResult';
import { bookingResultMessages } from '../sections/BookingResult/BookingResult.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** After booking: the confirmation code and where to go next. */
const meta = {
  title: 'Screens/Booking success',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isLoggedIn>
      <BookingResult
        outcome={{ kind: 'success', message: 'Booking successful', confirmationCode: 'K7M2Q9XD4HRT8WZC' }}
        findBookingHref={storyHrefs.findBooking}
        homeHref={storyHrefs.home}
        headingLevel={1}
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals);
    const heading = storyMessages(globals, 'BookingResult', bookingResultMessages).successHeading;
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
};
