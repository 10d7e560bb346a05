import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bookings } from '../../fixtures/bookings';
import { BookingHistoryTable } from './BookingHistoryTable';
import { playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Account/BookingHistoryTable',
  component: BookingHistoryTable,
  args: { bookings },
} satisfies Meta<typeof BookingHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const table = canvas.getByRole('table', { name: messages.BookingHistoryTable.caption });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Booking ID',
      'Room ID',
      'Room Type',
      'Check In Date',
      'Check Out Date',
      'Confirmation Code',
      'Total Price',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['101', '3', 'Twin', 'Dec 18th, 2026', 'Dec 21st, 2026', 'K7M2Q9XD4HRT8WZC', '$360', 'On-going'],
      ['102', '1', 'Single', 'Jan 30th, 2027', 'Feb 2nd, 2027', 'P3N8V6JB2YQF5TKA', '$270', 'On-going'],
      ['103', '6', 'Penthouse Suite', 'Mar 5th, 2027', 'Mar 12th, 2027', 'W9C4D7HM3RXE6GNB', '$4,550', 'Cancelled'],
    ]);
  },
};

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const table = canvas.getByRole('table', { name: messages.BookingHistoryTable.caption });
    await expect(within(table).getByRole('cell', { name: messages.BookingHistoryTable.empty })).toHaveAttribute('colspan', '8');
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('table', { name: messages.BookingHistoryTable.caption })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };

/** In a 375 px column the history stacks: each booking is a card of "header: value" lines, with no sideways scroll. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '375px' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const scroller = table.closest<HTMLElement>('[role="region"]')!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!).getAllByRole('cell');
    const tops = cells.map((cell) => cell.getBoundingClientRect().top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(new Set(tops).size).toBe(cells.length);
    // Each value carries its column's header, which the hidden header row no longer shows.
    await expect(getComputedStyle(cells[0]!, '::before').content).toBe(`"${cells[0]!.dataset.label}"`);
    await expect(table.querySelector('thead')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
