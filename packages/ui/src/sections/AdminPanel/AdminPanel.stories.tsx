import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminPanel } from './AdminPanel';
import { storyHrefs } from '../../stories/ScreenShell';

const meta = {
  title: 'Admin/AdminPanel',
  args: { manageRoomsHref: storyHrefs.existingRooms, manageBookingsHref: storyHrefs.existingBookings },
  component: AdminPanel,
} satisfies Meta<typeof AdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Welcome to Adimin Panel' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Welcome to Adimin Panel' })).toBeInTheDocument();
    const links = canvas.getByRole('list', { name: 'Admin tasks' });
    await expect(links).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage Rooms' })).toHaveAttribute('href', '/existing-rooms');
    await expect(canvas.getByRole('link', { name: 'Manage Bookings' })).toHaveAttribute('href', '/existing-bookings');
    // Keyboard: the links are reached in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Manage Rooms' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Manage Bookings' })).toHaveFocus();
  },
};

export const CustomHrefs: Story = {
  args: { manageRoomsHref: '/admin/rooms', manageBookingsHref: '/admin/bookings', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome to Adimin Panel' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Manage Rooms' })).toHaveAttribute('href', '/admin/rooms');
    await expect(canvas.getByRole('link', { name: 'Manage Bookings' })).toHaveAttribute('href', '/admin/bookings');
  },
};

export const CustomMessages: Story = {
  args: { messages: { heading: 'Welcome to the Admin Panel' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to the Admin Panel' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
