import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { bookings } from '../../fixtures/bookings';
import type { BookingView } from '../../types/views';
import { formatMessage } from '../../messages/Message';
import { ExistingBookingsTable } from './ExistingBookingsTable';
import { existingBookingsTableMessages, type ExistingBookingsTableMessages } from './ExistingBookingsTable.messages';
import { storyFormat } from '../../stories/locales';
import { storyMessages, themeColor, calendarDayName, playMessages } from '../../stories/storyMessages';
import { bookingStatusBadgeMessages } from '../../components/BookingStatusBadge/BookingStatusBadge.messages';
import { rangeDate } from '../../stories/storyDates';

/** The filter's relative ranges use this fixed "today" (Tuesday 15 December 2026). */
const TODAY = '2026-12-15';

/** The table's column headers in the story's locale. */
const columnNames = (t: ExistingBookingsTableMessages) => [
  t.serialNumber,
  t.bookingId,
  t.roomId,
  t.roomType,
  t.checkInDate,
  t.checkOutDate,
  t.guestName,
  t.guestEmail,
  t.adults,
  t.children,
  t.totalGuests,
  t.totalPrice,
  t.confirmationCode,
  t.status,
  t.actions,
];

/** A row's Cancel button's accessible name in the story's locale. */
const cancelName = (globals: Record<string, unknown>, { confirmationCode, id }: Pick<BookingView, 'confirmationCode' | 'id'>) => {
  const { cancelLabel, cancel } = playMessages(globals).ExistingBookingsTable;
  return formatMessage(cancelLabel, { cancel, code: confirmationCode, id });
};

/** Whether `name` is a row's Cancel button's accessible name (for any booking of the fixture). */
const isCancelName = (globals: Record<string, unknown>) => {
  const names = new Set(bookings.map((booking) => cancelName(globals, booking)));
  return (name: string) => names.has(name);
};

const meta = {
  title: 'Admin/ExistingBookingsTable',
  component: ExistingBookingsTable,
  args: { bookings, range: null, today: TODAY, onRangeChange: fn(), onCancel: fn() },
  // The range is controlled: wired to state here as the screen does.
  render: function ControlledBookings(args) {
    const [range, setRange] = useState(args.range);
    return (
      <ExistingBookingsTable
        {...args}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          args.onRangeChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ExistingBookingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: messages.ExistingBookingsTable.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: messages.BookingDateRangeFilter.heading })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: messages.ExistingBookingsTable.tableCaption });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(columnNames(messages.ExistingBookingsTable));
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    await expect(first).toEqual([
      '1',
      '101',
      '3',
      'Twin',
      rangeDate(globals, '2026-12-18'),
      rangeDate(globals, '2026-12-21'),
      'Ada Lovelace',
      'ada@example.com',
      '2',
      '1',
      '3',
      storyFormat(globals).formatMoney(360),
      'K7M2Q9XD4HRT8WZC',
      // One word per status on every screen: the spec's 'On-going' (as in the profile and Find My Booking).
      messages.BookingStatusBadge.confirmed,
      messages.ExistingBookingsTable.cancel,
    ]);
    // Dates are the booking's calendar dates, never shifted, with the ISO date machine-readable.
    await expect(within(rows[0]!).getByText(rangeDate(globals, '2026-12-18'))).toHaveAttribute('datetime', '2026-12-18');
  },
};

/** Nothing is cancelled by one click: a dialog names the booking and its guest; Escape keeps it and focus comes back. */
export const CancelPerRow: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const t = storyMessages(globals, 'ExistingBookingsTable', existingBookingsTableMessages);
    const [ada, grace] = bookings as [BookingView, BookingView];
    const cancelGrace = canvas.getByRole('button', { name: cancelName(globals, grace) });
    await userEvent.click(cancelGrace);
    const dialog = await canvas.findByRole('dialog', { name: formatMessage(t.confirmCancelTitle, { code: grace.confirmationCode }) });
    await expect(dialog).toHaveAccessibleDescription(
      formatMessage(t.confirmCancelText, { guestName: grace.guestName, roomType: grace.roomType, checkIn: rangeDate(globals, grace.checkInDate), checkOut: rangeDate(globals, grace.checkOutDate) }),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.confirmCancelNo })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cancelGrace).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();

    // Keep booking keeps it too; Yes cancels that booking.
    await userEvent.click(cancelGrace);
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: t.confirmCancelNo }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(cancelGrace);
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: t.confirmCancelYes }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith(grace.id);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cancelGrace).toHaveFocus());

    // Keyboard only: Enter opens the dialog on Keep, Tab moves to Yes, Enter confirms.
    canvas.getByRole('button', { name: cancelName(globals, ada) }).focus();
    await userEvent.keyboard('{Enter}');
    const adaDialog = await canvas.findByRole('dialog', { name: formatMessage(t.confirmCancelTitle, { code: ada.confirmationCode }) });
    await waitFor(() => expect(within(adaDialog).getByRole('button', { name: t.confirmCancelNo })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenLastCalledWith(ada.id);
    // A cancelled booking shows its status and offers no Cancel button.
    const cancelledRow = canvas.getByText('W9C4D7HM3RXE6GNB').closest('tr')!;
    await expect(within(cancelledRow).getByText(messages.BookingStatusBadge.cancelled)).toBeInTheDocument();
    await expect(within(cancelledRow).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: isCancelName(globals) })).toHaveLength(2);
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/**
 * A finished stay shows 'Finished' with no Cancel; one under way keeps Cancel (the admin may cancel it, the server
 * allows it), unless the app says otherwise.
 */
export const FinishedAndUnderWay: Story = {
  args: {
    bookings: bookings.map((booking): BookingView => (booking.id === 101 ? { ...booking, status: 'FINISHED', canCancel: false } : booking)),
  },
  play: async ({ canvas, globals }) => {
    const status = storyMessages(globals, 'BookingStatusBadge', bookingStatusBadgeMessages);
    const finished = bookings.find((booking) => booking.id === 101)!;
    const finishedRow = canvas.getByText(finished.confirmationCode).closest('tr')!;
    await expect(within(finishedRow).getByText(status.finished)).toBeInTheDocument();
    await expect(within(finishedRow).queryByRole('button')).not.toBeInTheDocument();
    const other = bookings.find((booking) => booking.id === 102)!;
    const otherRow = canvas.getByText(other.confirmationCode).closest('tr')!;
    await expect(within(otherRow).getByRole('button', { name: cancelName(globals, other) })).toBeInTheDocument();
  },
};

export const Cancelling: Story = {
  args: { cancellingId: 101 },
  play: async ({ args, canvas, userEvent, globals }) => {
    const button = canvas.getByRole('button', { name: cancelName(globals, bookings.find((booking) => booking.confirmationCode === 'K7M2Q9XD4HRT8WZC')!) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const FilterByDate: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const table = canvas.getByRole('table', { name: messages.ExistingBookingsTable.tableCaption });
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisMonth }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-12-01', end: '2026-12-31' });
    // December 2026 keeps booking 101 (Dec 18–21) only; S/N counts the shown rows.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(1);
    await expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('101');
    await expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('1');

    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.clearFilter }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(null);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const FilteredToEmpty: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.yesterday }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-12-14', end: '2026-12-14' });
    await expect(canvas.getByRole('cell', { name: messages.ExistingBookingsTable.emptyFiltered })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: isCancelName(globals) })).not.toBeInTheDocument();
  },
};

export const PickRangeInCalendar: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const table = canvas.getByRole('table', { name: messages.ExistingBookingsTable.tableCaption });
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-18') }));
    // The first click only marks the start: the table is not filtered to a single day.
    await expect(args.onRangeChange).not.toHaveBeenCalled();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-31') }));
    await expect(args.onRangeChange).toHaveBeenCalledWith({ start: '2026-12-18', end: '2026-12-31' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const WithInitialRange: Story = {
  args: { range: { start: '2027-01-01', end: '2027-03-31' } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const rows = within(canvas.getByRole('table', { name: messages.ExistingBookingsTable.tableCaption })).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['102', '103']);
  },
};

export const Empty: Story = {
  args: { bookings: [] },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('cell', { name: messages.ExistingBookingsTable.empty })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.ExistingBookingsTable.loading);
    await expect(canvas.getByText(messages.ExistingBookingsTable.loading)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: messages.ExistingBookingsTable.heading })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithError: Story = {
  args: { status: 'error', error: 'Error fetching bookings : Network Error' },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error fetching bookings : Network Error');
    // Errors show in red.
    await expect(getComputedStyle(alert).borderLeftColor).toBe(themeColor(canvasElement, 'danger'));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const ErrorWithoutDetail: Story = {
  args: { status: 'error' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.ExistingBookingsTable.loadError);
  },
};

export const CancelFailed: Story = {
  args: { error: 'Error cancelling booking :Request failed with status code 409' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error cancelling booking :Request failed with status code 409');
    await expect(canvas.getByRole('table', { name: messages.ExistingBookingsTable.tableCaption })).toBeInTheDocument();
  },
};

export const CancelSucceeded: Story = {
  args: {
    message: 'Booking has been cancelled successfully!',
    bookings: bookings.map((booking): BookingView => (booking.id === 101 ? { ...booking, status: 'CANCELLED' } : booking)),
  },
  play: async ({ args, canvas, globals }) => {
    const messages = playMessages(globals);
    const region = canvas.getByRole('region', { name: messages.ExistingBookingsTable.heading });
    // The app's text, as given.
    await expect(within(region).getByText(args.message!)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: cancelName(globals, bookings.find((booking) => booking.confirmationCode === 'K7M2Q9XD4HRT8WZC')!) })).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...FilteredToEmpty, globals: { brand: 'seaside' } };

const longBooking: BookingView = {
  ...bookings[0]!,
  id: 1187,
  confirmationCode: 'W9XH4TQ2M7KD3PZB',
  roomType: 'Family Suite',
  guestName: 'Maximilian van der Berg-Hoffmann',
  guestEmail: 'maximilian.vanderberg-hoffmann@example-hotels.com',
  numOfAdults: 12,
  numOfChildren: 10,
  totalNumOfGuests: 22,
};

/** On a 1280 px screen every column shows without a sideways scroll, and no confirmation code breaks across lines. */
export const FitsDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { bookings: [...bookings, longBooking] },
  play: async ({ canvas }) => {
    await expect(document.documentElement.clientWidth).toBeLessThanOrEqual(1280);
    const table = canvas.getByRole('table');
    const scroller = table.closest<HTMLElement>('[role="region"]')!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const code of [...bookings, longBooking].map((booking) => canvas.getByText(booking.confirmationCode))) {
      await expect(code.getClientRects()).toHaveLength(1);
    }
  },
};
