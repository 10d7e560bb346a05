import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { de } from '../../locales/de';
import { HotelUiProvider } from '../../provider/HotelUiProvider';
import { storyBrand } from '../../stories/brands';
import { storyArrows, storyWeekStartsOn, typedDate } from '../../stories/locales';
import { calendarDayName, calendarMonthName, storyMessages } from '../../stories/storyMessages';
import { dayPickerMessages } from '../shared/dayPicker.messages';
import { DateField } from './DateField';
import { dateFieldMessages } from './DateField.messages';
import { dateFieldCalendarMessages } from './DateFieldCalendar.messages';

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Check-in date', name: 'checkInDate', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English: typed as MM/DD/YYYY, emitted as YYYY-MM-DD; leaving the field writes the date out in the pattern. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'DateField', dateFieldMessages);
    const input = canvas.getByRole('textbox', { name: 'Check-in date' });
    await expect(input).toHaveAttribute('placeholder', t.placeholder);
    // Until the date is complete, the field passes on what is typed.
    const newYearsEve = typedDate(globals, '2025-12-31');
    await userEvent.type(input, newYearsEve.slice(0, 5));
    await expect(args.onChange).toHaveBeenLastCalledWith(newYearsEve.slice(0, 5));
    await userEvent.type(input, newYearsEve.slice(5));
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-31');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, typedDate(globals, '2027-02-01', { unpadded: true }));
    await userEvent.tab();
    await expect(input).toHaveValue(typedDate(globals, '2027-02-01'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-01');
  },
};

/** German: TT.MM.JJJJ as the placeholder, typed as dd.MM.yyyy. */
export const German: Story = {
  render: (args, { globals }) => (
    <HotelUiProvider brand={storyBrand(globals)} locale={de}>
      <DateField {...args} label="Anreisedatum" />
    </HotelUiProvider>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Anreisedatum' });
    await expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(input, '1.2.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-01');
    await userEvent.tab();
    await expect(input).toHaveValue('01.02.2027');
    await userEvent.clear(input);
    // The 31st of February is no date: the text goes out as typed, for the form to call invalid.
    await userEvent.type(input, '31.02.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('31.02.2027');

    // The calendar speaks German: its button, the month's name, the days' names; a picked day is written as typed.
    await userEvent.clear(input);
    await userEvent.type(input, '10.03.2027');
    await userEvent.click(await canvas.findByRole('button', { name: 'Kalender öffnen', description: 'Anreisedatum' }));
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Anreisedatum' }));
    await expect(dialog.getByRole('grid', { name: 'März 2027' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Dienstag, 16. März 2027' }));
    await expect(input).toHaveValue('16.03.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-16');
  },
};

type Globals = Record<string, unknown>;
/** The calendar button's name; the field's label is its description. */
const calendarButtonName = (globals: Globals) => storyMessages(globals, 'DateFieldCalendar', dateFieldCalendarMessages).openCalendar;

/**
 * The keyboard journey: type a date, Tab to the calendar button, open it with Enter; focus is on the typed day in
 * the month grid; arrows, Page Down and End move; Enter writes the day and gives focus back to the button. Opened
 * again, Escape closes it and changes nothing.
 */
export const KeyboardJourney: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Check-in date' });
    await userEvent.type(input, typedDate(globals, '2027-02-01'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-01');
    await userEvent.tab();
    const button = await canvas.findByRole('button', { name: calendarButtonName(globals) });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAccessibleDescription('Check-in date');
    // Found by its label, the field is the text field alone.
    await expect(canvas.getByLabelText('Check-in date')).toBe(input);
    await expect(input).toHaveValue(typedDate(globals, '2027-02-01'));

    await userEvent.keyboard('{Enter}');
    // The dialog is modal, in the top layer: look for it in the whole document.
    const dialog = within(document.body).getByRole('dialog', { name: 'Check-in date' });
    const calendar = within(dialog);
    await waitFor(() => expect(calendar.getByRole('button', { name: calendarDayName(globals, '2027-02-01', { selected: true }) })).toHaveFocus());
    // The next day: ArrowRight, or ArrowLeft right to left.
    await userEvent.keyboard(storyArrows(globals).next);
    await expect(calendar.getByRole('button', { name: calendarDayName(globals, '2027-02-02') })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(calendar.getByRole('grid', { name: calendarMonthName(globals, '2027-03-01') })).toBeInTheDocument();
    await expect(calendar.getByRole('button', { name: calendarDayName(globals, '2027-03-02') })).toHaveFocus();
    // End: the week's last day, Saturday where weeks start on Sunday, Sunday where they start on Monday.
    const weekEnd = storyWeekStartsOn(globals) === 1 ? '2027-03-07' : '2027-03-06';
    await userEvent.keyboard('{End}');
    await expect(calendar.getByRole('button', { name: calendarDayName(globals, weekEnd) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(dialog).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(input).toHaveValue(typedDate(globals, weekEnd));
    await expect(args.onChange).toHaveBeenLastCalledWith(weekEnd);

    await userEvent.keyboard('{Enter}');
    const reopened = within(document.body).getByRole('dialog', { name: 'Check-in date' });
    await waitFor(() =>
      expect(within(reopened).getByRole('button', { name: calendarDayName(globals, weekEnd, { selected: true }) })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(reopened).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(input).toHaveValue(typedDate(globals, weekEnd));
  },
};

/** The calendar open on the field's date (axe checks the dialog); Close gives focus back to the button. */
export const CalendarOpen: Story = {
  args: { value: '2027-02-10' },
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: calendarButtonName(globals) }));
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Check-in date' }));
    await expect(dialog.getByRole('grid', { name: calendarMonthName(globals, '2027-02-01') })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: storyMessages(globals, 'DayPicker', dayPickerMessages).nextMonthLabel })).toBeEnabled();
    await waitFor(() => expect(dialog.getByRole('button', { name: calendarDayName(globals, '2027-02-10', { selected: true }) })).toHaveFocus());
  },
};

export const CalendarOpenSeaside: Story = { ...CalendarOpen, globals: { brand: 'seaside' } };

export const Playground: Story = { args: { description: 'Arrival from 2 pm.' } };

export const WithValue: Story = {
  args: { label: 'Check-out date', value: '2026-01-02', readOnly: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue(typedDate(globals, '2026-01-02'));
    // Nothing to pick in a read-only field: no calendar button.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { label: 'Check-out date', error: 'Check-out date must be after check-in date' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Check-out date must be after check-in date');
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };
