import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { bookings } from '../fixtures/bookings';
import { user } from '../fixtures/users';
import { bookingHistoryTableMessages } from '../sections/BookingHistoryTable/BookingHistoryTable.messages';
import { AccountSecurity } from '../sections/AccountSecurity';
import { Profile } from '../sections/Profile';
import { profileMessages } from '../sections/Profile/Profile.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** The profile: the user, their booking history, closing the account, password and sessions. */
const meta = {
  title: 'Screens/Profile',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isLoggedIn currentHref={storyHrefs.profile}>
      <Profile status="ready" user={user} bookings={bookings} onCloseAccount={fn()} headingLevel={1} />
      <AccountSecurity onChangePassword={fn()} onLogOutEverywhere={fn()} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'Profile', profileMessages).heading);
  },
};

/** On a 320 px phone the booking history stacks into cards instead of scrolling sideways. */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async (context) => {
    await Default.play!(context);
    const caption = storyMessages(context.globals, 'BookingHistoryTable', bookingHistoryTableMessages).caption;
    const scroller = within(context.canvasElement).getByRole('region', { name: caption });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
