import { useState } from 'react';
import { format } from 'date-fns';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BookingDateRangeFilter } from './BookingDateRangeFilter';
import { storyArrows, storyFormat, storyLocale, storyWeekStartsOn, typedDate } from '../../stories/locales';
import { calendarDayName, calendarMonthName, playMessages } from '../../stories/storyMessages';

/** Every story runs on a fixed "today", Tuesday 15 December 2026, so ranges are stable. */
const TODAY = '2026-12-15';

/** A date as the filter's date display shows it in the story's locale ('Dec 1, 2026'). */
const shownDate = (globals: Record<string, unknown>, iso: string) => storyFormat(globals).formatDate(iso, 'range');

const meta = {
  title: 'Components/BookingDateRangeFilter',
  component: BookingDateRangeFilter,
  args: { value: null, today: TODAY, onChange: fn() },
  // Wired to state as a screen uses it: the applied range follows onChange.
  render: function ControlledFilter(args) {
    const [value, setValue] = useState(args.value);
    return (
      <BookingDateRangeFilter
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange(range);
        }}
      />
    );
  },
} satisfies Meta<typeof BookingDateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('group', { name: messages.BookingDateRangeFilter.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: messages.BookingDateRangeFilter.heading })).toBeInTheDocument();
    // Unset: the date display shows the placeholders.
    await expect(canvas.getByText(messages.BookingDateRangeFilter.startPlaceholder)).toBeVisible();
    await expect(canvas.getByText(messages.BookingDateRangeFilter.endPlaceholder)).toBeVisible();
    const ranges = within(canvas.getByRole('group', { name: messages.BookingDateRangeFilter.staticRangesLabel }));
    const t = messages.BookingDateRangeFilter;
    await expect(ranges.getAllByRole('button').map((button) => button.textContent)).toEqual([
      t.today,
      t.yesterday,
      t.thisWeek,
      t.lastWeek,
      t.thisMonth,
      t.lastMonth,
    ]);
    for (const button of ranges.getAllByRole('button')) await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysUpToToday })).toHaveValue(null);
    await expect(canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysStartingToday })).toHaveValue(null);
    // The calendar opens on today's month, today marked.
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2026-12-01') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-15', { today: true }) })).toBeInTheDocument();
  },
};

export const StaticRanges: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const thisMonth = canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisMonth });
    await userEvent.click(thisMonth);
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-01', end: '2026-12-31' });
    await expect(thisMonth).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(shownDate(globals, '2026-12-01'))).toBeVisible();
    await expect(canvas.getByText(shownDate(globals, '2026-12-31'))).toBeVisible();
    await expect(canvas.queryByText(messages.BookingDateRangeFilter.startPlaceholder)).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.today }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: TODAY, end: TODAY });
    await expect(thisMonth).toHaveAttribute('aria-pressed', 'false');
    // A one-day range ending and starting today also shows as 1 in both "days" inputs.
    await expect(canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysUpToToday })).toHaveValue(1);

    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.yesterday }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-14', end: '2026-12-14' });
    // Weeks start where the locale starts them: on Sunday in en-US, on Monday in German.
    const mondayFirst = storyWeekStartsOn(globals) === 1;
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisWeek }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mondayFirst ? { start: '2026-12-14', end: '2026-12-20' } : { start: '2026-12-13', end: '2026-12-19' },
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.lastWeek }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      mondayFirst ? { start: '2026-12-07', end: '2026-12-13' } : { start: '2026-12-06', end: '2026-12-12' },
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.lastMonth }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-30' });
    // The calendar moves to the chosen range.
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2026-11-01') })).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(6);
  },
};

export const WeekStartsOnMonday: Story = {
  args: { weekStartsOn: 1 },
  play: async ({ args, canvas, canvasElement, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisWeek }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-14', end: '2026-12-20' });
    // react-day-picker hides the weekday header row from assistive technology (the day buttons say the weekday).
    await expect(canvasElement.querySelector('.rdp-weekday')).toHaveAttribute(
      'aria-label',
      format(new Date(2026, 11, 14), 'EEEE', { locale: storyLocale(globals).dateLocale }),
    );
  },
};

export const DaysUpToToday: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const input = canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysUpToToday });
    await userEvent.type(input, '5');
    // daysUpToToday: the 5 calendar days ending today, today included.
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-11', end: TODAY });
    await expect(canvas.getByText(shownDate(globals, '2026-12-11'))).toBeVisible();
    await expect(canvas.getByText(shownDate(globals, '2026-12-15'))).toBeVisible();
    await userEvent.tab();
    // After leaving the input it still reads 5: it reflects the applied range.
    await expect(input).toHaveValue(5);
  },
};

export const DaysStartingToday: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.type(canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysStartingToday }), '3');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: TODAY, end: '2026-12-17' });
    await expect(canvas.getByText(shownDate(globals, '2026-12-17'))).toBeVisible();
  },
};

export const DaysAreClamped: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const upTo = canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysUpToToday });
    await userEvent.type(upTo, '123456');
    await expect(upTo).toHaveValue(99999);
    // 99999 days ending today start on 3 March 1753.
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '1753-03-03', end: TODAY });
    // That start is before the calendar's first year, so the calendar stays on the end's month.
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2026-12-01') })).toBeInTheDocument();

    const starting = canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysStartingToday });
    await userEvent.type(starting, '123456');
    await expect(starting).toHaveValue(99999);
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: TODAY, end: '2300-09-28' });
    // An emptied input waits for a number.
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.clear(starting);
    await expect(args.onChange).toHaveBeenCalledTimes(calls);
  },
};

export const PickTwoDaysInCalendar: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-10') }));
    // The first pick only marks the start; nothing is filtered yet.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText(shownDate(globals, '2026-12-10'))).toBeVisible();
    await expect(canvas.getByText(messages.BookingDateRangeFilter.endPlaceholder)).toBeVisible();
    await expect(canvas.getByText(messages.BookingDateRangeFilter.pickEndHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-20') }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-12-10', end: '2026-12-20' });
    await expect(canvas.getByText(shownDate(globals, '2026-12-20'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-10', { selected: true }) })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-16', { selected: true }) })).toBeInTheDocument();

    // Picking backwards still gives an ordered range.
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(calendarDayName(globals, '2026-12-31')) }));
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.startsWith(calendarDayName(globals, '2026-12-01')) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-01', end: '2026-12-31' });
    await expect(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisMonth })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const KeyboardRangePick: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    // Tab order: the six quick ranges, the two "days" inputs, From and To (each with its calendar button), month,
    // year, previous, next, then the grid.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.today })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: TODAY, end: TODAY });
    await expect(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.today })).toHaveAttribute('aria-pressed', 'true');
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.lastMonth })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysUpToToday })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: messages.BookingDateRangeFilter.daysStartingToday })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: messages.BookingDateRangeFilter.fromLabel })).toHaveFocus();
    const { openCalendar } = messages.DateFieldCalendar;
    await canvas.findByRole('button', { name: openCalendar, description: messages.BookingDateRangeFilter.toLabel });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: openCalendar, description: messages.BookingDateRangeFilter.fromLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: messages.BookingDateRangeFilter.toLabel })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: messages.DayPicker.monthDropdownLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: messages.DayPicker.yearDropdownLabel })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.DayPicker.nextMonthLabel })).toHaveFocus();
    await userEvent.tab();
    // The grid's one tab stop is the selected day.
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-15', { today: true, selected: true }) })).toHaveFocus();

    // Arrow keys move, Enter picks the start, Escape abandons it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-22') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(messages.BookingDateRangeFilter.pickEndHint)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText(messages.BookingDateRangeFilter.pickStartHint)).toBeVisible();

    const { next } = storyArrows(globals);
    await userEvent.keyboard(`{Enter}${next}${next}{Enter}`);
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-12-22', end: '2026-12-24' });
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithRange: Story = {
  args: { value: { start: '2027-01-30', end: '2027-02-02' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(shownDate(globals, '2027-01-30'))).toBeVisible();
    await expect(canvas.getByText(shownDate(globals, '2027-02-02'))).toBeVisible();
    // The calendar opens on the range's start.
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-01-01') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2027-01-30', { selected: true }) })).toBeInTheDocument();
  },
};

export const ClearFilter: Story = {
  args: { value: { start: '2026-12-01', end: '2026-12-31' } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisMonth })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.clearFilter }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByText(messages.BookingDateRangeFilter.startPlaceholder)).toBeVisible();
    await expect(canvas.getByText(messages.BookingDateRangeFilter.endPlaceholder)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.thisMonth })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const MonthAndYearDropdowns: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const year = canvas.getByRole('combobox', { name: messages.DayPicker.yearDropdownLabel });
    const monthOption = format(new Date(2030, 2, 1), 'LLLL', { locale: storyLocale(globals).dateLocale });
    // From 100 years back to 20 years ahead.
    const years = within(year).getAllByRole('option').map((option) => option.textContent);
    await expect(years[0]).toBe('1926');
    await expect(years.at(-1)).toBe('2046');
    await userEvent.selectOptions(year, '2030');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.DayPicker.monthDropdownLabel }), monthOption);
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2030-03-01') })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.DayPicker.previousMonthLabel }));
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2030-02-01') })).toBeInTheDocument();
    // The caption's live region (react-day-picker's role="status") announces the month.
    await expect(within(canvas.getByRole('group', { name: messages.BookingDateRangeFilter.heading })).getByRole('status')).toHaveTextContent(
      calendarMonthName(globals, '2030-02-01'),
    );
  },
};

/**
 * From and To typed in the locale's pattern: the range applies once both are real dates and the calendar shows its
 * month; a static range then fills both fields.
 */
export const TypedRange: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const from = canvas.getByRole('textbox', { name: messages.BookingDateRangeFilter.fromLabel });
    const to = canvas.getByRole('textbox', { name: messages.BookingDateRangeFilter.toLabel });
    await userEvent.type(from, typedDate(globals, '2026-03-04'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(to, typedDate(globals, '2026-03-09'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-03-04', end: '2026-03-09' });
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2026-03-01') })).toBeInTheDocument();
    await expect(canvas.getByText(shownDate(globals, '2026-03-04'))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.yesterday }));
    await expect(from).toHaveValue(typedDate(globals, '2026-12-14'));
    await expect(to).toHaveValue(typedDate(globals, '2026-12-14'));
  },
};

export const SeasideBrand: Story = { ...StaticRanges, globals: { brand: 'seaside' } };
