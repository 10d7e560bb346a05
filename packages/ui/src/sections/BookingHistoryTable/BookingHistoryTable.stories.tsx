import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bookings } from '../../fixtures/bookings';
import { BookingHistoryTable } from './BookingHistoryTable';
import { storyFormat } from '../../stories/locales';
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
    const t = messages.BookingHistoryTable;
    const { confirmed, cancelled } = messages.BookingStatusBadge;
    const { formatDate, formatMoney } = storyFormat(globals);
    const date = (isoDate: string) => formatDate(isoDate, 'booking');
    const table = canvas.getByRole('table', { name: t.caption });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      t.bookingIdHeader,
      t.roomIdHeader,
      t.roomTypeHeader,
      t.checkInHeader,
      t.checkOutHeader,
      t.confirmationCodeHeader,
      t.totalPriceHeader,
      t.statusHeader,
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['101', '3', 'Twin', date('2026-12-18'), date('2026-12-21'), 'K7M2Q9XD4HRT8WZC', formatMoney(360), confirmed],
      ['102', '1', 'Single', date('2027-01-30'), date('2027-02-02'), 'P3N8V6JB2YQF5TKA', formatMoney(270), confirmed],
      ['103', '6', 'Penthouse Suite', date('2027-03-05'), date('2027-03-12'), 'W9C4D7HM3RXE6GNB', formatMoney(4550), cancelled],
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
