import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { generatedOccupancy, occupancyPeriod, occupancyRooms, occupancyToday } from '../../fixtures/occupancy';
import { formatMessage } from '../../messages/Message';
import { storyArrows, typedDate } from '../../stories/locales';
import { rangeDate } from '../../stories/storyDates';
import { playMessages } from '../../stories/storyMessages';
import { OccupancyTimeline } from './OccupancyTimeline';

const meta = {
  title: 'Admin/OccupancyTimeline',
  component: OccupancyTimeline,
  args: { rooms: occupancyRooms, period: occupancyPeriod, today: occupancyToday, onStayPress: fn(), onPeriodChange: fn() },
} satisfies Meta<typeof OccupancyTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => playMessages(globals).OccupancyTimeline;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByRole('region', { name: t.heading })).toBeInTheDocument();
    const grid = canvas.getByRole('grid', { name: formatMessage(t.gridLabel, { first: rangeDate(globals, '2026-12-01'), last: rangeDate(globals, '2026-12-14') }) });
    await expect(grid).toHaveAttribute('aria-rowcount', '5');
    await expect(grid).toHaveAttribute('aria-colcount', '15');
    await expect(within(grid).getByRole('rowheader', { name: /101/ })).toHaveTextContent(formatMessage(t.roomName, { roomId: 101, roomType: 'Single' }));

    // Today is marked in words and by its frame.
    const todayHeader = within(grid).getByRole('columnheader', { name: formatMessage(t.todayDate, { date: rangeDate(globals, '2026-12-03') }) });
    await expect(todayHeader).toHaveAttribute('aria-current', 'date');

    // Every night of a stay names it (a stay from before the window, too); a click opens its booking.
    const ada = formatMessage(t.directStay, { guest: 'Ada Lovelace', checkIn: rangeDate(globals, '2026-11-29'), checkOut: rangeDate(globals, '2026-12-03') });
    const adaNights = within(grid).getAllByRole('gridcell', { name: ada });
    await expect(adaNights).toHaveLength(2);
    await userEvent.click(adaNights[1]!);
    await expect(args.onStayPress).toHaveBeenCalledWith(11);

    // A conflict, a closure with its reason, an imported event and a booking without a name say so.
    const alan = formatMessage(t.directStay, { guest: 'Alan Turing', checkIn: rangeDate(globals, '2026-12-02'), checkOut: rangeDate(globals, '2026-12-06') });
    const conflict = formatMessage(t.conflict, { source: 'Airbnb', bookingId: 21, checkIn: rangeDate(globals, '2026-12-05'), checkOut: rangeDate(globals, '2026-12-06') });
    await expect(within(grid).getByRole('gridcell', { name: `${alan}; ${conflict}` })).toBeInTheDocument();
    const painting = formatMessage(t.closedWithReason, { reason: 'Painting', start: rangeDate(globals, '2026-12-01'), end: rangeDate(globals, '2026-12-04') });
    await expect(within(grid).getAllByRole('gridcell', { name: painting })).toHaveLength(3);
    const imported = formatMessage(t.importedStay, { source: 'Booking.com', checkIn: rangeDate(globals, '2026-12-10'), checkOut: rangeDate(globals, '2026-12-13') });
    const importedNights = within(grid).getAllByRole('gridcell', { name: imported });
    await expect(importedNights).toHaveLength(3);
    await userEvent.click(importedNights[0]!);
    await expect(args.onStayPress).toHaveBeenCalledTimes(1);
    const unnamed = formatMessage(t.directStay, { guest: t.unnamedGuest, checkIn: rangeDate(globals, '2026-12-12'), checkOut: rangeDate(globals, '2026-12-20') });
    await expect(within(grid).getAllByRole('gridcell', { name: unnamed })).toHaveLength(3);

    const legend = canvas.getByRole('list', { name: t.legendLabel });
    const items = within(legend).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    [t.legendDirect, t.legendImported, t.legendClosed, t.legendConflict, t.today].forEach((text, index) => {
      expect(within(items[index]!).getByText(text)).toBeInTheDocument();
    });
  },
};

/** The grid is one tab stop; the arrows, Home/End and Ctrl+Home/End move inside it, Enter and Space open a booking. */
export const Keyboard: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    const grid = canvas.getByRole('grid');
    canvas.getByRole('button', { name: t.nextPeriod }).focus();
    await userEvent.tab();
    await expect(within(grid).getByRole('columnheader', { name: t.roomHeader })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(grid).getByRole('rowheader', { name: /101/ })).toHaveFocus();
    // Right to left, the nights run leftwards and ArrowLeft leads to the next one.
    await userEvent.keyboard(storyArrows(globals).next);
    const ada = formatMessage(t.directStay, { guest: 'Ada Lovelace', checkIn: rangeDate(globals, '2026-11-29'), checkOut: rangeDate(globals, '2026-12-03') });
    await expect(within(grid).getAllByRole('gridcell', { name: ada })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStayPress).toHaveBeenLastCalledWith(11);

    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAttribute('aria-colindex', '15');
    await expect(document.activeElement).toHaveAccessibleName(t.free);
    await userEvent.keyboard('{Home}');
    await expect(within(grid).getByRole('rowheader', { name: /101/ })).toHaveFocus();

    await userEvent.keyboard('{Control>}{End}{/Control}');
    const unnamed = formatMessage(t.directStay, { guest: t.unnamedGuest, checkIn: rangeDate(globals, '2026-12-12'), checkOut: rangeDate(globals, '2026-12-20') });
    await expect(document.activeElement).toHaveAccessibleName(unnamed);
    await userEvent.keyboard(' ');
    await expect(args.onStayPress).toHaveBeenLastCalledWith(41);
    await userEvent.keyboard('{ArrowUp}');
    await expect(document.activeElement).toHaveAccessibleName(t.free);
    await userEvent.keyboard('{Enter}');
    await expect(args.onStayPress).toHaveBeenCalledTimes(2);

    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(within(grid).getByRole('columnheader', { name: t.roomHeader })).toHaveFocus();
    // Only the focused cell is a tab stop: Tab leaves the grid.
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.tab();
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** The period picker: first and last night (inclusive), checked; Previous and Next move by the period's length. */
export const PeriodPicker: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    const last = canvas.getByRole('textbox', { name: t.lastNight });
    await userEvent.clear(last);
    await userEvent.type(last, typedDate(globals, '2026-11-30'));
    await userEvent.click(canvas.getByRole('button', { name: t.showPeriod }));
    await expect(last).toHaveAccessibleDescription(t.lastBeforeFirst);
    await expect(last).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(last);
    await userEvent.type(last, typedDate(globals, '2027-03-31'));
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAccessibleDescription(formatMessage(t.periodTooLong, { maxNights: 93 }));
    await expect(args.onPeriodChange).not.toHaveBeenCalled();

    await userEvent.clear(last);
    await userEvent.type(last, typedDate(globals, '2026-12-20'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ from: '2026-12-01', to: '2026-12-21' });

    await userEvent.click(canvas.getByRole('button', { name: t.previousPeriod }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ from: '2026-11-17', to: '2026-12-01' });
    await userEvent.click(canvas.getByRole('button', { name: t.nextPeriod }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ from: '2026-12-15', to: '2026-12-29' });
  },
};

/** A thousand rooms over 93 nights: only the rows and nights in view are in the page, and the keyboard reaches all. */
export const ThousandRooms: Story = {
  args: { rooms: generatedOccupancy(1000, 93), period: { from: '2026-12-01', to: '2027-03-04' }, today: '2026-12-03' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = texts(globals);
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '1001');
    await expect(grid).toHaveAttribute('aria-colcount', '94');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    await expect(within(grid).getAllByRole('gridcell').length).toBeLessThan(60 * 40);

    await userEvent.click(within(grid).getByRole('columnheader', { name: t.roomHeader }));
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-colindex', '94'));
    await expect(document.activeElement!.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '1001');
    await expect(within(grid).getByRole('rowheader', { name: /1000/ })).toBeInTheDocument();
    await userEvent.keyboard('{PageUp}');
    await expect(document.activeElement!.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '991');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(within(grid).getByRole('columnheader', { name: t.roomHeader })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    await expect(canvas.getByText(texts(globals).loadError)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: playMessages(globals).SectionStatus.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Belegung' })).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'Zimmer nach Nächten, 01.12.2026 bis 14.12.2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '03.12.2026, heute' })).toHaveAttribute('aria-current', 'date');
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
