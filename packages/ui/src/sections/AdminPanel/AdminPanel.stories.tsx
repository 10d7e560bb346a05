import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminPanel } from './AdminPanel';
import { storyHrefs } from '../../stories/ScreenShell';
import { playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Admin/AdminPanel',
  args: { manageRoomsHref: storyHrefs.existingRooms, manageBookingsHref: storyHrefs.existingBookings, failedMailHref: storyHrefs.failedMail, occupancyHref: storyHrefs.occupancy, auditLogHref: storyHrefs.auditLog, reportsHref: storyHrefs.reports, hotelProfileHref: storyHrefs.hotelProfile },
  component: AdminPanel,
} satisfies Meta<typeof AdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: messages.AdminPanel.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: messages.AdminPanel.heading })).toBeInTheDocument();
    const links = canvas.getByRole('list', { name: messages.AdminPanel.linksLabel });
    await expect(links).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.manageRooms })).toHaveAttribute('href', '/existing-rooms');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.manageBookings })).toHaveAttribute('href', '/existing-bookings');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.failedMail })).toHaveAttribute('href', '/failed-mail');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.occupancy })).toHaveAttribute('href', '/admin/occupancy');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.auditLog })).toHaveAttribute('href', '/admin/audit');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.reports })).toHaveAttribute('href', '/admin/reports');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.hotelProfile })).toHaveAttribute('href', '/admin/hotel');
    // Keyboard: the links are reached in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.manageRooms })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.manageBookings })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.failedMail })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.occupancy })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.auditLog })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.reports })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.hotelProfile })).toHaveFocus();
  },
};

export const CustomHrefs: Story = {
  args: { manageRoomsHref: '/admin/rooms', manageBookingsHref: '/admin/bookings', failedMailHref: '/admin/mail', occupancyHref: undefined, auditLogHref: undefined, reportsHref: undefined, hotelProfileHref: undefined, headingLevel: 1 },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.AdminPanel.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.manageRooms })).toHaveAttribute('href', '/admin/rooms');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.manageBookings })).toHaveAttribute('href', '/admin/bookings');
    await expect(canvas.getByRole('link', { name: messages.AdminPanel.failedMail })).toHaveAttribute('href', '/admin/mail');
    // Links the app does not pass are left out.
    await expect(canvas.queryByRole('link', { name: messages.AdminPanel.occupancy })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: messages.AdminPanel.reports })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: messages.AdminPanel.hotelProfile })).not.toBeInTheDocument();
  },
};

export const CustomMessages: Story = {
  args: { messages: { heading: 'Welcome to the Admin Panel' } },
  // The app's texts win over the locale's.
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: args.messages!.heading })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
