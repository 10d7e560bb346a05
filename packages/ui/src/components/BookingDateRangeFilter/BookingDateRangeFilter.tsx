import { forwardRef, useId, useMemo, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { MAX_RANGE_DAYS, staticDateRanges, type WeekStart } from '../../logic/dateRanges';
import { isCalendarDate } from '@hotel/booking-rules';
import { parseIsoDate, toIsoDate, type IsoDate, type IsoDateRange } from '../../logic/dates';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { NumberField } from '../../primitives/NumberField';
import { DateField } from '../DateField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useFormat } from '../../provider/useFormat';
import { dayPickerMessages as defaultDayPickerMessages, type DayPickerMessages } from '../shared/dayPicker.messages';
import { dayPickerLabels } from '../shared/dayPickerLabels';
import { bookingDateRangeFilterMessages, type BookingDateRangeFilterMessages } from './BookingDateRangeFilter.messages';
import {
  daysShown,
  filterCalendar,
  initialFilterState,
  isRangeActive,
  shownDates,
  transition,
  type FilterEvent,
} from './BookingDateRangeFilter.state';
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

/**
 * The admin bookings date-range filter: static ranges (Today … Last Month), "days up to today" /
 * "days starting today" inputs clamped to 0..99999, From and To dates typed in the locale's pattern (the range
 * applies once both are real dates), a date display ('MMM d, yyyy', 'Early' / 'Continuous'
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
  const { formatDate, dateLocale, direction } = useFormat();
  const headingId = useId();

  const [mountDate] = useState(() => toIsoDate(new Date()));
  const todayIso = today !== undefined && parseIsoDate(today) ? today : mountDate;
  const weekStart: WeekStart = weekStartsOn ?? dateLocale.options?.weekStartsOn ?? 0;

  const calendar = useMemo(() => filterCalendar(todayIso), [todayIso]);
  const { todayDate, startMonth, endMonth } = calendar;
  const staticRanges = useMemo(() => staticDateRanges(todayDate, weekStart), [todayDate, weekStart]);

  const [state, setState] = useState(() => initialFilterState(value, calendar));
  const { pendingStart, month } = state;
  /** The From and To fields' text while typed; null shows the applied range (or the calendar's first pick). */
  const [typed, setTyped] = useState<{ start: string; end: string } | null>(null);
  const send = (event: FilterEvent) => {
    const next = transition(state, event, calendar);
    setState(next.state);
    if (next.change) onChange(next.change.range);
    // Anything but typing shows its range in the fields.
    if (event.type !== 'rangeTyped') setTyped(null);
  };
  const shown = shownDates(state, value);
  const typedDates = typed ?? { start: shown.start ?? '', end: shown.end ?? '' };
  const typeDate = (field: 'start' | 'end', text: string) => {
    const next = { ...typedDates, [field]: text };
    setTyped(next);
    if (isCalendarDate(next.start) && isCalendarDate(next.end)) send({ type: 'rangeTyped', range: next });
  };

  const handleDayKeyDown = (_day: Date, _modifiers: unknown, event: KeyboardEvent) => {
    if (event.key === 'Escape' && pendingStart !== null) {
      event.preventDefault();
      send({ type: 'pickCancelled' });
    }
  };

  const selected: DateRange | undefined = shown.start
    ? { from: parseIsoDate(shown.start) ?? undefined, to: shown.end ? (parseIsoDate(shown.end) ?? undefined) : undefined }
    : undefined;

  const labels = useMemo(() => dayPickerLabels(dayPickerTexts, dateLocale), [dayPickerTexts, dateLocale]);

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
                aria-pressed={isRangeActive(state, value, range)}
                onClick={() => send({ type: 'staticRangePicked', range })}
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
                value={daysShown(state, value, field, todayIso)}
                onChange={(days) => send({ type: 'daysTyped', field, days })}
                onBlur={() => send({ type: 'daysLeft' })}
              />
            ))}
          </S.InputRanges>
          <S.InputRanges>
            <DateField label={t.fromLabel} value={typedDates.start} onChange={(text) => typeDate('start', text)} />
            <DateField label={t.toLabel} value={typedDates.end} onChange={(text) => typeDate('end', text)} />
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
              onSelect={(_range, triggerDate) => send({ type: 'dayPicked', day: toIsoDate(triggerDate) })}
              onDayKeyDown={handleDayKeyDown}
              today={todayDate}
              month={month}
              onMonthChange={(shownMonth) => send({ type: 'monthShown', month: shownMonth })}
              startMonth={startMonth}
              endMonth={endMonth}
              captionLayout="dropdown"
              navLayout="after"
              weekStartsOn={weekStart}
              locale={dateLocale}
              dir={direction}
              labels={labels}
            />
          </S.Calendar>
        </S.Main>
      </S.Picker>
      <S.Actions>
        <Button
          variant="secondary"
          onPress={() => send({ type: 'cleared' })}
        >
          {t.clearFilter}
        </Button>
      </S.Actions>
    </S.Root>
  );
});
