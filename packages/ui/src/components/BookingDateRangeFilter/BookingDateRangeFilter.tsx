import { forwardRef, useId, useMemo, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { addYears, endOfMonth, isAfter, isBefore, startOfMonth } from 'date-fns';
import {
  clampRangeDays,
  daysStartingToday,
  daysUpToToday,
  MAX_RANGE_DAYS,
  staticDateRanges,
  type WeekStart,
} from '../../logic/dateRanges';
import { nightsBetween } from '@hotel/booking-rules';
import { parseIsoDate, toIsoDate, type IsoDate, type IsoDateRange } from '../../logic/dates';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { NumberField } from '../../primitives/NumberField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useFormat } from '../../provider/useFormat';
import { dayPickerMessages as defaultDayPickerMessages, type DayPickerMessages } from '../shared/dayPicker.messages';
import { dayPickerLabels } from '../shared/dayPickerLabels';
import { bookingDateRangeFilterMessages, type BookingDateRangeFilterMessages } from './BookingDateRangeFilter.messages';
import * as S from './BookingDateRangeFilter.styles';

export type BookingDateRangeFilterProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'children' | 'defaultValue'> & {
  /** The applied range (inclusive `YYYY-MM-DD` dates), or null for no filter. */
  value: IsoDateRange | null;
  /**
   * Called with a complete range (start ≤ end) or null (Clear Filter). A static range or a typed number of days
   * sets the whole range at once. In the calendar the first pick only marks the start (shown in the date display,
   * nothing is emitted) and the second pick emits the range, so the filter never applies a half-chosen range.
   */
  onChange: (range: IsoDateRange | null) => void;
  /**
   * Today's date, `YYYY-MM-DD`: the reference of the static ranges, the "days" inputs and the calendar's
   * `today` mark. Defaults to the local date at mount; pass it for stable stories and tests.
   */
  today?: IsoDate;
  /** First day of the week for This Week / Last Week and the calendar; 0 = Sunday. Defaults to the date locale's. */
  weekStartsOn?: WeekStart;
  /** Outline level of the 'Filter bookings by date' heading. Default 3 (inside a section's h2). */
  headingLevel?: HeadingLevel;
  messages?: Partial<BookingDateRangeFilterMessages>;
  dayPickerMessages?: Partial<DayPickerMessages>;
};

type DaysField = 'upTo' | 'starting';

/** The calendar navigates from 100 years back to 20 years ahead. */
const YEARS_BACK = 100;
const YEARS_AHEAD = 20;

/**
 * The admin bookings date-range filter: static ranges (Today … Last Month), "days up to today" /
 * "days starting today" inputs clamped to 0..99999, a date display ('MMM d, yyyy', 'Early' / 'Continuous'
 * when unset), a react-day-picker range calendar with month and year dropdowns, and Clear Filter.
 * Controlled: filter with `filterBookingsByDateRange(bookings, value)`.
 */
export const BookingDateRangeFilter = forwardRef<HTMLDivElement, BookingDateRangeFilterProps>(function BookingDateRangeFilter({
  value,
  onChange,
  today,
  weekStartsOn,
  headingLevel = 3,
  messages,
  dayPickerMessages,
  ...rest
}, ref) {
  const t = useMessages('BookingDateRangeFilter', bookingDateRangeFilterMessages, messages);
  const dayPickerTexts = useMessages('DayPicker', defaultDayPickerMessages, dayPickerMessages);
  const { formatDate, dateLocale } = useFormat();
  const headingId = useId();

  const [mountDate] = useState(() => toIsoDate(new Date()));
  const todayIso = today !== undefined && parseIsoDate(today) ? today : mountDate;
  const weekStart: WeekStart = weekStartsOn ?? dateLocale.options?.weekStartsOn ?? 0;

  const { todayDate, startMonth, endMonth } = useMemo(() => {
    const date = parseIsoDate(todayIso)!;
    return {
      todayDate: date,
      startMonth: startOfMonth(addYears(date, -YEARS_BACK)),
      endMonth: endOfMonth(addYears(date, YEARS_AHEAD)),
    };
  }, [todayIso]);
  const staticRanges = useMemo(() => staticDateRanges(todayDate, weekStart), [todayDate, weekStart]);

  /** The first calendar pick, waiting for the second. */
  const [pendingStart, setPendingStart] = useState<IsoDate | null>(null);
  /** What the focused "days" input shows while the user types (the clamped number). */
  const [daysDraft, setDaysDraft] = useState<{ field: DaysField; days: number | null } | null>(null);
  const [month, setMonth] = useState(() => monthToShow(value, todayDate, startMonth, endMonth));

  const shown: { start: IsoDate | null; end: IsoDate | null } = pendingStart
    ? { start: pendingStart, end: null }
    : { start: value?.start ?? null, end: value?.end ?? null };

  const apply = (range: IsoDateRange | null) => {
    setPendingStart(null);
    if (range) setMonth(monthToShow(range, todayDate, startMonth, endMonth));
    onChange(range);
  };

  const handleDays = (field: DaysField, input: number | null) => {
    if (input === null) {
      // An emptied input waits for a number instead of filtering on "0 days".
      setDaysDraft({ field, days: null });
      return;
    }
    const days = clampRangeDays(input);
    setDaysDraft({ field, days });
    apply(field === 'upTo' ? daysUpToToday(days, todayDate) : daysStartingToday(days, todayDate));
  };

  const daysShown = (field: DaysField): number | null => {
    if (daysDraft?.field === field) return daysDraft.days;
    if (!value || pendingStart) return null;
    const anchor = field === 'upTo' ? value.end : value.start;
    if (anchor !== todayIso) return null;
    const span = nightsBetween(value.start, value.end);
    return span >= 0 ? Math.min(span + 1, MAX_RANGE_DAYS) : null;
  };

  const handleDayPick = (day: Date) => {
    const picked = toIsoDate(day);
    if (pendingStart === null) {
      setPendingStart(picked);
      return;
    }
    // ISO dates compare in calendar order as strings.
    const [start, end] = picked < pendingStart ? [picked, pendingStart] : [pendingStart, picked];
    setPendingStart(null);
    onChange({ start, end });
  };

  const handleDayKeyDown = (_day: Date, _modifiers: unknown, event: KeyboardEvent) => {
    if (event.key === 'Escape' && pendingStart !== null) {
      event.preventDefault();
      setPendingStart(null);
    }
  };

  const selected: DateRange | undefined = shown.start
    ? { from: parseIsoDate(shown.start) ?? undefined, to: shown.end ? (parseIsoDate(shown.end) ?? undefined) : undefined }
    : undefined;

  const labels = useMemo(() => dayPickerLabels(dayPickerTexts, dateLocale), [dayPickerTexts, dateLocale]);

  const isActive = (range: IsoDateRange) =>
    !pendingStart && value !== null && value.start === range.start && value.end === range.end;

  return (
    <S.Root role="group" aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <S.Picker>
        <S.Sidebar>
          <S.StaticRanges role="group" aria-label={t.staticRangesLabel}>
            {staticRanges.map(({ key, range }) => (
              <S.StaticRangeButton
                key={key}
                type="button"
                aria-pressed={isActive(range)}
                onClick={() => {
                  setDaysDraft(null);
                  apply(range);
                }}
              >
                {t[key]}
              </S.StaticRangeButton>
            ))}
          </S.StaticRanges>
          <S.InputRanges>
            {(['upTo', 'starting'] as const).map((field) => (
              <NumberField
                key={field}
                label={field === 'upTo' ? t.daysUpToToday : t.daysStartingToday}
                min={0}
                max={MAX_RANGE_DAYS}
                step={1}
                inputMode="numeric"
                value={daysShown(field)}
                onChange={(days) => handleDays(field, days)}
                onBlur={() => setDaysDraft(null)}
              />
            ))}
          </S.InputRanges>
        </S.Sidebar>
        <S.Main>
          <S.DateDisplay aria-live="polite" aria-atomic="true">
            <S.DateBoxes>
              <S.DateBox data-placeholder={shown.start ? undefined : ''}>
                <VisuallyHidden>{t.startDateLabel} </VisuallyHidden>
                {shown.start ? formatDate(shown.start, 'range') : t.startPlaceholder}
              </S.DateBox>
              <S.DateBox data-placeholder={shown.end ? undefined : ''}>
                <VisuallyHidden>{t.endDateLabel} </VisuallyHidden>
                {shown.end ? formatDate(shown.end, 'range') : t.endPlaceholder}
              </S.DateBox>
            </S.DateBoxes>
            <S.Hint>{pendingStart ? t.pickEndHint : t.pickStartHint}</S.Hint>
          </S.DateDisplay>
          <S.Calendar>
            <DayPicker
              mode="range"
              selected={selected}
              onSelect={(_range, triggerDate) => handleDayPick(triggerDate)}
              onDayKeyDown={handleDayKeyDown}
              today={todayDate}
              month={month}
              onMonthChange={setMonth}
              startMonth={startMonth}
              endMonth={endMonth}
              captionLayout="dropdown"
              navLayout="after"
              weekStartsOn={weekStart}
              locale={dateLocale}
              labels={labels}
            />
          </S.Calendar>
        </S.Main>
      </S.Picker>
      <S.Actions>
        <Button
          variant="secondary"
          onPress={() => {
            setDaysDraft(null);
            apply(null);
          }}
        >
          {t.clearFilter}
        </Button>
      </S.Actions>
    </S.Root>
  );
});

/**
 * The month to show for a range: its start's month when the calendar can show it, else its end's
 * (e.g. 99999 days up to today starts before the calendar's first year), else today's.
 */
function monthToShow(range: IsoDateRange | null, today: Date, first: Date, last: Date): Date {
  const candidates = range ? [range.start, range.end] : [];
  for (const iso of candidates) {
    const date = parseIsoDate(iso);
    if (date && !isBefore(date, first) && !isAfter(date, last)) return startOfMonth(date);
  }
  return startOfMonth(today);
}
