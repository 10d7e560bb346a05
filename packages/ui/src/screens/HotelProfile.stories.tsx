import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hotelProfile } from '../fixtures/hotelProfile';
import { HotelProfileForm } from '../sections/HotelProfileForm';
import { hotelProfileFormMessages } from '../sections/HotelProfileForm/HotelProfileForm.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** The hotel's profile: its name, contact details, currency, time zone, times, default language and policy. */
const meta = {
  title: 'Screens/Hotel Profile',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin currentHref={storyHrefs.hotelProfile}>
      <HotelProfileForm defaultValues={hotelProfile} onSubmit={fn()} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'HotelProfileForm', hotelProfileFormMessages).heading);
  },
};
