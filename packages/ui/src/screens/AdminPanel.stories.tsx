import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminPanel } from '../sections/AdminPanel';
import { adminPanelMessages } from '../sections/AdminPanel/AdminPanel.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** The admin panel: the way to rooms, bookings, failed mail, occupancy, the audit log, reports and the hotel's profile. */
const meta = {
  title: 'Screens/Admin Panel',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin currentHref={storyHrefs.admin}>
      <AdminPanel manageRoomsHref={storyHrefs.existingRooms} manageBookingsHref={storyHrefs.existingBookings} failedMailHref={storyHrefs.failedMail} occupancyHref={storyHrefs.occupancy} auditLogHref={storyHrefs.auditLog} reportsHref={storyHrefs.reports} hotelProfileHref={storyHrefs.hotelProfile} headingLevel={1} />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'AdminPanel', adminPanelMessages).heading);
  },
};
