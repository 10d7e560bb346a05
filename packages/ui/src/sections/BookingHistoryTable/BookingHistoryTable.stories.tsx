import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bookings } from '../../fixtures/bookings';
import { BookingHistoryTable } from './BookingHistoryTable';

const meta = {
  title: 'Sections/BookingHistoryTable',
  component: BookingHistoryTable,
  args: { bookings },
} satisfies Meta<typeof BookingHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Booking History' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Booking ID',
      'Room ID',
      'Room Type',
      'Check In Date',
      'Check Out Date',
      'Confirmation Code',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['101', '3', 'Twin', 'Dec 18th, 2026', 'Dec 21st, 2026', 'K7M2Q9XD4HRT8WZC', 'On-going'],
      ['102', '1', 'Single', 'Jan 30th, 2027', 'Feb 2nd, 2027', 'P3N8V6JB2YQF5TKA', 'On-going'],
      ['103', '6', 'Penthouse Suite', 'Mar 5th, 2027', 'Mar 12th, 2027', 'W9C4D7HM3RXE6GNB', 'Cancelled'],
    ]);
  },
};

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Booking History' });
    await expect(within(table).getByRole('cell', { name: 'You have not made any bookings yet.' })).toHaveAttribute('colspan', '7');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Booking History' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
