import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatMessage } from '../../messages/Message';
import type { StayDates } from '../../logic/bookedNights';
import { parseIsoDate } from '../../logic/dates';
import { createMoneyFormatter } from '../../logic/formatMoney';
import { storyArrows, storyLocale } from '../../stories/locales';
import { calendarDayName, calendarMonthName, storyMessages } from '../../stories/storyMessages';
import { dayPickerMessages } from '../shared/dayPicker.messages';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { AvailabilityCalendarPlaceholder } from './AvailabilityCalendarPlaceholder';
import { availabilityCalendarMessages } from './AvailabilityCalendar.messages';
import { stayRulesCalendarMessages } from './StayRulesCalendar.messages';

/** Every story runs on a fixed "today", Tuesday 15 December 2026, so the disabled days are stable. */
const TODAY = '2026-12-15';
/** The nights of 20, 21 and 22 December are taken: the 23rd is free again. */
const bookedNights: StayDates[] = [{ checkInDate: '2026-12-20', checkOutDate: '2026-12-23' }];

/** A night's price: $120 on weeknights, $180 on Friday and Saturday nights, $1,250 on New Year's Eve. */
const priceOfNight = (night: string) => (night === '2026-12-31' ? 1250 : [5, 6].includes(parseIsoDate(night)!.getDay()) ? 180 : 120);

type Globals = Record<string, unknown>;
const texts = (globals: Globals) => storyMessages(globals, 'AvailabilityCalendar', availabilityCalendarMessages);
const dayPickerTexts = (globals: Globals) => storyMessages(globals, 'DayPicker', dayPickerMessages);

const dayName = calendarDayName;

const meta = {
  title: 'Components/AvailabilityCalendar',
  component: AvailabilityCalendar,
  args: { today: TODAY, bookedNights, onSelectRange: fn(), onMonthChange: fn() },
  // Wired as a form uses it: the chosen stay comes back as `selected`.
  render: function ControlledCalendar(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <AvailabilityCalendar
        {...args}
        selected={selected}
        onSelectRange={(stay) => {
          setSelected(stay);
          args.onSelectRange(stay);
        }}
      />
    );
  },
} satisfies Meta<typeof AvailabilityCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A room's own rules: the nights of 24 and 25 December are closed ('Christmas'), shown as closed with the reason,
 * not as booked; a stay starting from 26 December is at least 3 nights, so after that check-in the 27th and 28th
 * are not offered as check-out, and the hint says why. Leaving on the morning a closure starts is fine.
 */
export const ClosedNightsAndMinimumStay: Story = {
  args: {
    bookedNights: [],
    closedNights: [{ checkInDate: '2026-12-24', checkOutDate: '2026-12-26', reason: 'Christmas' }],
    minimumStays: [{ checkInDate: '2026-12-26', checkOutDate: '2027-01-03', minNights: 3 }],
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = { ...texts(globals), ...storyMessages(globals, 'StayRulesCalendar', stayRulesCalendarMessages) };
    const closedName = (iso: string) => formatMessage(t.closedForReasonDayLabel, { date: dayName(globals, iso), reason: 'Christmas' });
    await expect(canvas.getByRole('button', { name: closedName('2026-12-24') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: closedName('2026-12-25') })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: dayName(globals, '2026-12-24', { booked: true }) })).not.toBeInTheDocument();

    // Check-in on the 22nd: the 24th (closure's first night) is still a check-out, the 25th is not.
    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-22') }));
    await expect(canvas.getByRole('button', { name: closedName('2026-12-24') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: closedName('2026-12-25') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-26') }));
    const group = canvas.getByRole('group', { name: t.label });
    await expect(group).toHaveAccessibleDescription(formatMessage(t.pickCheckOutMinimumHint, { nights: 3 }));
    const tooShort = (iso: string) => formatMessage(t.tooShortDayLabel, { date: dayName(globals, iso), nights: 3 });
    await expect(canvas.getByRole('button', { name: tooShort('2026-12-27') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: tooShort('2026-12-28') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-29') }));
    await expect(args.onSelectRange).toHaveBeenCalledWith({ checkInDate: '2026-12-26', checkOutDate: '2026-12-29' });
  },
};

/**
 * Each day the guest may pick shows its night's price under its number, and its name reads it out; days that
 * cannot be picked (past, booked) show none.
 */
export const NightPrices: Story = {
  args: { priceOfNight },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'StayRulesCalendar', stayRulesCalendarMessages);
    const money = createMoneyFormatter({ locale: storyLocale(globals).code });
    const priced = (iso: string) => formatMessage(t.pricedDayLabel, { date: dayName(globals, iso), price: money(priceOfNight(iso)) });
    const friday = canvas.getByRole('button', { name: priced('2026-12-18') });
    await expect(friday).toHaveAttribute('data-price', money(180));
    await expect(canvas.getByRole('button', { name: priced('2026-12-17') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-20', { booked: true }) })).not.toHaveAttribute('data-price');
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-14') })).not.toHaveAttribute('data-price');
    // The price is drawn under the number, and the widest stays inside its day.
    const newYearsEve = canvas.getByRole('button', { name: priced('2026-12-31') });
    await expect(getComputedStyle(newYearsEve, '::after').content).toBe(`"${money(1250)}"`);
    await expect(newYearsEve.scrollWidth).toBeLessThanOrEqual(newYearsEve.clientWidth);
  },
};

/** The same in German: '1.250 $' fits its day too. */
export const NightPricesInGerman: Story = { ...NightPrices, globals: { locale: 'de' } };

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(t.pickCheckInHint);
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, TODAY) })).toBeInTheDocument();
    // Days before today are disabled; today can be a check-in (the stay rules accept a stay starting today).
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-14') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: dayName(globals, TODAY, { today: true }) })).toBeEnabled();
    // Booked nights are disabled and announced as booked; the day the booked range ends is free.
    for (const night of ['2026-12-20', '2026-12-21', '2026-12-22']) {
      await expect(canvas.getByRole('button', { name: dayName(globals, night, { booked: true }) })).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-23') })).toBeEnabled();
    // The first month is today's: there is nothing earlier to go to.
    await expect(canvas.getByRole('button', { name: dayPickerTexts(globals).previousMonthLabel })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByText(t.loading)).toBeVisible();
    const grid = within(canvas.getByRole('grid', { name: calendarMonthName(globals, TODAY) }));
    const days = grid.getAllByRole('button');
    await expect(days).toHaveLength(31);
    // Nothing can be picked before the booked nights are known.
    for (const day of days) await expect(day).toBeDisabled();
  },
};

export const EmptyMonth: Story = {
  args: { bookedNights: [], defaultMonth: '2027-02-01' },
  play: async ({ canvas, globals }) => {
    const grid = within(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-02-01') }));
    const days = grid.getAllByRole('button');
    await expect(days).toHaveLength(28);
    for (const day of days) await expect(day).toBeEnabled();
    // Nothing is announced as booked.
    await expect(grid.getByRole('button', { name: dayName(globals, '2027-02-14') })).toBeEnabled();
  },
};

export const FullyBookedMonth: Story = {
  args: { bookedNights: [{ checkInDate: '2027-01-01', checkOutDate: '2027-02-01' }], defaultMonth: '2027-01-01' },
  play: async ({ canvas, globals }) => {
    const grid = within(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-01-01') }));
    const days = grid.getAllByRole('button');
    await expect(days).toHaveLength(31);
    for (const day of days) await expect(day).toBeDisabled();
    await expect(grid.getByRole('button', { name: dayName(globals, '2027-01-15', { booked: true }) })).toBeDisabled();
  },
};

export const SelectValidRange: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = texts(globals);
    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-16') }));
    // The first pick only marks the check-in.
    await expect(args.onSelectRange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(t.pickCheckOutHint);
    // Check-out may be the morning the booked nights start.
    const firstBookedNight = canvas.getByRole('button', { name: dayName(globals, '2026-12-20', { booked: true }) });
    await expect(firstBookedNight).toBeEnabled();
    await userEvent.click(firstBookedNight);
    await expect(args.onSelectRange).toHaveBeenCalledOnce();
    await expect(args.onSelectRange).toHaveBeenCalledWith({ checkInDate: '2026-12-16', checkOutDate: '2026-12-20' });
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-18', { selected: true }) })).toBeInTheDocument();
    // With the stay chosen, the booked night is disabled again.
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-21', { booked: true }) })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(t.pickCheckInHint);
  },
};

export const RefusesStayAcrossBookedNight: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = texts(globals);
    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-18') }));
    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-26') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.crossesBookedNight);
    await expect(args.onSelectRange).not.toHaveBeenCalled();
    // The check-in stays picked: an earlier check-out completes the stay and the message goes.
    await userEvent.click(canvas.getByRole('button', { name: dayName(globals, '2026-12-19') }));
    await expect(args.onSelectRange).toHaveBeenCalledWith({ checkInDate: '2026-12-18', checkOutDate: '2026-12-19' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = texts(globals);
    // Tab order: next month (previous is off on today's month), then the grid's one tab stop (today).
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: dayPickerTexts(globals).nextMonthLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: dayName(globals, TODAY, { today: true }) })).toHaveFocus();

    // Arrows move (ArrowLeft to the next day right to left), Enter picks the check-in, Escape abandons it.
    const { next } = storyArrows(globals);
    await userEvent.keyboard(`${next}{Enter}`);
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(t.pickCheckOutHint);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(t.pickCheckInHint);

    await userEvent.keyboard(`{Enter}${next}${next}{Enter}`);
    await expect(args.onSelectRange).toHaveBeenLastCalledWith({ checkInDate: '2026-12-16', checkOutDate: '2026-12-18' });

    // Page Down shows the next month, focus on the same day of it.
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-01-01') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: dayName(globals, '2027-01-18') })).toHaveFocus();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2027-01-01');
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.onSelectRange).toHaveBeenLastCalledWith({ checkInDate: '2027-01-18', checkOutDate: '2027-01-25' });
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, TODAY) })).toBeInTheDocument();
    await expect(args.onSelectRange).toHaveBeenCalledTimes(2);
  },
};

/**
 * Page Down lands on the same day of the next month even when its night is booked: focus stays in that month, on the
 * booked day (announced as booked, not pickable), instead of skipping to the next month where that day is free.
 */
export const PageDownOntoBookedDay: Story = {
  args: { bookedNights: [...bookedNights, { checkInDate: '2027-01-15', checkOutDate: '2027-01-16' }] },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = texts(globals);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: dayName(globals, TODAY, { today: true }) })).toHaveFocus();

    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-01-01') })).toBeInTheDocument();
    const booked = canvas.getByRole('button', { name: dayName(globals, '2027-01-15', { booked: true }) });
    await expect(booked).toHaveFocus();
    await expect(booked).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onMonthChange).toHaveBeenLastCalledWith('2027-01-01');
    // It cannot be picked; the arrows go on from it.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(t.pickCheckInHint);
    await userEvent.keyboard(storyArrows(globals).next);
    await expect(canvas.getByRole('button', { name: dayName(globals, '2027-01-16') })).toHaveFocus();
    // Page Up comes back to the same day of December, past the booked nights' month as well.
    await userEvent.keyboard('{PageUp}');
    await expect(canvas.getByRole('button', { name: dayName(globals, '2026-12-16') })).toHaveFocus();
  },
};

export const MonthNavigation: Story = {
  args: { lastMonth: '2027-01-01' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = dayPickerTexts(globals);
    const next = canvas.getByRole('button', { name: t.nextMonthLabel });
    await userEvent.click(next);
    await expect(args.onMonthChange).toHaveBeenCalledWith('2027-01-01');
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-01-01') })).toBeInTheDocument();
    // The last month allowed: the next button is off.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.previousMonthLabel }));
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, TODAY) })).toBeInTheDocument();
  },
};

export const WithSelectedStay: Story = {
  args: { selected: { checkInDate: '2027-01-30', checkOutDate: '2027-02-02' } },
  play: async ({ canvas, globals }) => {
    // The calendar opens on the stay's check-in.
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-01-01') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: dayName(globals, '2027-01-30', { selected: true }) })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...SelectValidRange, globals: { brand: 'seaside' } };

/**
 * The placeholder an app shows while the calendar's code loads is exactly as high as the calendar, so nothing below
 * moves when it arrives: here beside February 2026, a month of only four weeks (the calendar always shows six), with
 * each night's price under its day.
 */
export const PlaceholderKeepsItsPlace: Story = {
  args: { today: '2026-02-01', bookedNights: [], priceOfNight },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem', alignItems: 'start' }}>
      <AvailabilityCalendarPlaceholder data-testid="placeholder" />
      <AvailabilityCalendar {...args} data-testid="calendar" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(within(canvas.getByTestId('placeholder')).getByRole('status')).toBeInTheDocument();
    await canvas.findByRole('grid', { name: calendarMonthName(globals, '2026-02-01') });
    const height = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().height;
    await expect(height('placeholder')).toBeGreaterThan(200);
    await expect(height('placeholder')).toBe(height('calendar'));
  },
};
