import type { Labels, Modifiers } from 'react-day-picker';
import type { Locale } from 'date-fns';
import { format } from 'date-fns';
import { formatMessage } from '../../messages/Message';
import type { DayPickerMessages } from './dayPicker.messages';

/**
 * react-day-picker `labels` from the messages. `describeDay` adds what a calendar knows of a day beyond today and
 * selected (e.g. that its night is booked); it wraps the label built so far.
 */
export function dayPickerLabels(
  t: DayPickerMessages,
  dateLocale: Locale,
  describeDay: (label: string, modifiers: Modifiers, date: Date) => string = (label) => label,
): Partial<Labels> {
  return {
    labelPrevious: () => t.previousMonthLabel,
    labelNext: () => t.nextMonthLabel,
    labelNav: () => t.monthNavigationLabel,
    labelMonthDropdown: () => t.monthDropdownLabel,
    labelYearDropdown: () => t.yearDropdownLabel,
    labelDayButton: (date, modifiers) => {
      let label = formatMessage(t.dayLabel, {
        weekday: format(date, 'EEEE', { locale: dateLocale }),
        month: format(date, 'LLLL', { locale: dateLocale }),
        day: date.getDate(),
        year: date.getFullYear(),
      });
      if (modifiers.today) label = formatMessage(t.todayDayLabel, { date: label });
      label = describeDay(label, modifiers, date);
      if (modifiers.selected) label = formatMessage(t.selectedDayLabel, { date: label });
      return label;
    },
  };
}
