import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingResult } from '../sections/BookingResult';
import { bookingResultMessages } from '../sections/BookingResult/BookingResult.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** After booking: the confirmation code and where to go next. */
const meta = {
  title: 'Screens/Booking Success',
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
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'BookingResult', bookingResultMessages).successHeading);
  },
};
