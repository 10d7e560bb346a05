import type { Labels, Modifiers } from 'react-day-picker';
import type { Locale } from 'date-fns';
import { format } from 'date-fns';
import { formatMessage, type Message } from '../../messages/Message';

/** The texts every react-day-picker of the kit needs: month navigation and the days' accessible names. */
export type DayPickerLabelMessages = {
  previousMonthLabel: Message;
  nextMonthLabel: Message;
  monthNavigationLabel: Message;
  /**
   * Accessible name of a calendar day, from localised parts. It must contain the day's visible number as a
   * word (WCAG 2.5.3), so no ordinal '18th'.
   */
  dayLabel: Message<{ weekday: string; month: string; day: number; year: number }>;
  /** Wraps `dayLabel` for today and for selected days. */
  todayDayLabel: Message<{ date: string }>;
  selectedDayLabel: Message<{ date: string }>;
};

/**
 * react-day-picker `labels` from the messages. `describeDay` adds what a calendar knows of a day beyond today and
 * selected (e.g. that its night is booked); it wraps the label built so far.
 */
export function dayPickerLabels(
  t: DayPickerLabelMessages,
  dateLocale: Locale,
  describeDay: (label: string, modifiers: Modifiers) => string = (label) => label,
): Partial<Labels> {
  return {
    labelPrevious: () => t.previousMonthLabel,
    labelNext: () => t.nextMonthLabel,
    labelNav: () => t.monthNavigationLabel,
    labelDayButton: (date, modifiers) => {
      let label = formatMessage(t.dayLabel, {
        weekday: format(date, 'EEEE', { locale: dateLocale }),
        month: format(date, 'LLLL', { locale: dateLocale }),
        day: date.getDate(),
        year: date.getFullYear(),
      });
      if (modifiers.today) label = formatMessage(t.todayDayLabel, { date: label });
      label = describeDay(label, modifiers);
      if (modifiers.selected) label = formatMessage(t.selectedDayLabel, { date: label });
      return label;
    },
  };
}
