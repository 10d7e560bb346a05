import { createContext, forwardRef, useContext, useId, useMemo, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { DayButton, DayPicker, type DateRange, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { startOfMonth } from 'date-fns';
import { MAX_STAY_NIGHTS, addDays, nightsBetween } from '@hotel/booking-rules';
import {
  closureOf,
  firstBookedNightFrom,
  isNightBooked,
  minimumNightsFrom,
  stayCrossesBookedNight,
  type ClosedNights,
  type MinimumStay,
  type StayDates,
} from '../../logic/bookedNights';
import { parseIsoDate, toIsoDate, type IsoDate } from '../../logic/dates';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Spinner } from '../../primitives/Spinner';
import { useFormat } from '../../provider/useFormat';
import { dayPickerMessages as defaultDayPickerMessages, type DayPickerMessages } from '../shared/dayPicker.messages';
import { dayPickerLabels } from '../shared/dayPickerLabels';
import { availabilityCalendarMessages, type AvailabilityCalendarMessages } from './AvailabilityCalendar.messages';
import { stayRulesCalendarMessages, type StayRulesCalendarMessages } from './StayRulesCalendar.messages';
import { pageKeyTarget } from './pageKeyTarget';
import * as S from './AvailabilityCalendar.styles';

export type AvailabilityCalendarProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'defaultValue' | 'onSelect'> & {
  /**
   * Today in the hotel's calendar, `YYYY-MM-DD`: the earliest check-in (the stay rules accept a stay starting
   * today) and the first month shown. A prop, so the kit holds no clock.
   */
  today: IsoDate;
  /** Nights already taken, each from `checkInDate` up to, not including, `checkOutDate`. Omit for no room in particular. */
  bookedNights?: readonly StayDates[];
  /** Nights the room is not sold (the hotel's closures), shown as closed with their reason, not as booked. */
  closedNights?: readonly ClosedNights[];
  /** Minimum stays by check-in: after a check-in pick, check-outs short of its minimum are not offered. */
  minimumStays?: readonly MinimumStay[];
  /** The price of the night starting on a day, shown under each day the guest may pick (and read out with it). */
  priceOfNight?: (night: IsoDate) => number | undefined;
  /** The chosen stay, e.g. the form's dates; a lone check-in shows as the start. */
  selected?: Partial<StayDates>;
  /**
   * Called when the guest has picked a check-in and then a later check-out with no booked night between.
   * The first pick only marks the check-in; a pick on or before it starts again from that day.
   */
  onSelectRange: (stay: StayDates) => void;
  /** The booked nights are loading: a spinner shows and no day can be picked yet. */
  isLoading?: boolean;
  /** The month shown (any day of it, `YYYY-MM-DD`); with `onMonthChange`, controlled. */
  month?: IsoDate;
  /**
   * The month shown first when `month` is not set. Default: the selected check-in's month, else today's. A check-in
   * set from outside later (typed in the form) shows its month too.
   */
  defaultMonth?: IsoDate;
  /** Called with the first day of the month navigated to (buttons, Page Up/Down, arrows across a month's end). */
  onMonthChange?: (month: IsoDate) => void;
  /** The last month the guest may navigate to (e.g. the end of the loaded booked nights). Default: no limit. */
  lastMonth?: IsoDate;
  messages?: Partial<AvailabilityCalendarMessages>;
  stayRulesMessages?: Partial<StayRulesCalendarMessages>;
  dayPickerMessages?: Partial<DayPickerMessages>;
};

/**
 * A month calendar for choosing a stay: days before `today` and booked nights are disabled, the guest picks a
 * check-in then a check-out (mouse or keyboard: arrows, Page Up/Down for months, Enter), and a stay that would
 * include a booked night is refused with a message. The check-out may fall on a booked night (the guest leaves
 * that morning), so after the check-in pick the first booked night after it becomes pickable.
 */
export const AvailabilityCalendar = forwardRef<HTMLDivElement, AvailabilityCalendarProps>(function AvailabilityCalendar(
  {
    today,
    bookedNights = [],
    closedNights = [],
    minimumStays = [],
    priceOfNight,
    selected,
    onSelectRange,
    isLoading = false,
    month,
    defaultMonth,
    onMonthChange,
    lastMonth,
    messages,
    stayRulesMessages,
    dayPickerMessages,
    ...rest
  },
  ref,
) {
  const t = useMessages('AvailabilityCalendar', availabilityCalendarMessages, messages);
  const rulesText = useMessages('StayRulesCalendar', stayRulesCalendarMessages, stayRulesMessages);
  const dayPickerTexts = useMessages('DayPicker', defaultDayPickerMessages, dayPickerMessages);
  const { dateLocale, direction, formatMoney } = useFormat();
  const hintId = useId();

  /** The check-in picked in the calendar, waiting for its check-out. */
  const [pendingCheckIn, setPendingCheckIn] = useState<IsoDate | null>(null);
  const [isRefused, setIsRefused] = useState(false);
  const [ownMonth, setOwnMonth] = useState(() => monthOf(defaultMonth ?? selected?.checkInDate ?? today, today));
  // A check-in typed in the form shows its month; one picked here does not move the month the guest is on.
  const [followedCheckIn, setFollowedCheckIn] = useState(selected?.checkInDate);
  if (selected?.checkInDate !== followedCheckIn) {
    setFollowedCheckIn(selected?.checkInDate);
    const typedCheckIn = parseIsoDate(selected?.checkInDate ?? '');
    if (typedCheckIn) setOwnMonth(startOfMonth(typedCheckIn));
  }
  /**
   * The day a Page Up/Down key aims at, while react-day-picker handles the key: counted as enabled then, so focus
   * lands on it (announced as booked) instead of skipping on to the next month with the same day free.
   */
  const pageKeyDay = useRef<IsoDate | null>(null);
  const todayDate = useMemo(() => parseIsoDate(today) ?? new Date(), [today]);
  const firstMonth = useMemo(() => startOfMonth(todayDate), [todayDate]);
  const wantedMonth = month !== undefined ? monthOf(month, today) : ownMonth;
  // `today` may move on after mount (e.g. once the hotel's date arrives): never show a month before it.
  const shownMonth = wantedMonth < firstMonth ? firstMonth : wantedMonth;
  const endMonth = useMemo(() => (lastMonth ? (parseIsoDate(lastMonth) ?? undefined) : undefined), [lastMonth]);

  // A closed night blocks a stay as a booked one does; only its name and look differ.
  const takenNights = useMemo(() => [...bookedNights, ...closedNights], [bookedNights, closedNights]);
  const latestCheckOut = pendingCheckIn ? firstBookedNightFrom(pendingCheckIn, takenNights) : null;
  const minimumNights = pendingCheckIn ? minimumNightsFrom(pendingCheckIn, minimumStays) : 1;
  /** After the check-in pick: a check-out day that makes the stay too short (its minimum) or too long (MAX_STAY_NIGHTS). */
  const stayLengthLimit = (iso: IsoDate): 'tooShort' | 'tooLong' | null => {
    if (pendingCheckIn === null || iso <= pendingCheckIn) return null;
    if (iso < addDays(pendingCheckIn, minimumNights)) return 'tooShort';
    return nightsBetween(pendingCheckIn, iso) > MAX_STAY_NIGHTS ? 'tooLong' : null;
  };
  const isDisabled = (day: Date) => {
    if (isLoading) return true;
    const iso = toIsoDate(day);
    if (iso === pageKeyDay.current) return false;
    if (iso < today || stayLengthLimit(iso) !== null) return true;
    // Leaving on the morning a booked or closed night starts is fine.
    if (latestCheckOut !== null && iso === latestCheckOut && iso > pendingCheckIn!) return false;
    return isNightBooked(iso, takenNights);
  };

  const pick = (day: Date) => {
    const picked = toIsoDate(day);
    setIsRefused(false);
    if (pendingCheckIn === null || picked <= pendingCheckIn) {
      setPendingCheckIn(picked);
      return;
    }
    const stay = { checkInDate: pendingCheckIn, checkOutDate: picked };
    if (stayCrossesBookedNight(stay, takenNights)) {
      // The check-in stays picked, so the guest only picks another check-out.
      setIsRefused(true);
      return;
    }
    setPendingCheckIn(null);
    setFollowedCheckIn(stay.checkInDate);
    onSelectRange(stay);
  };

  const handleDayKeyDown = (_day: Date, _modifiers: unknown, event: KeyboardEvent) => {
    // react-day-picker has moved focus by now.
    pageKeyDay.current = null;
    if (event.key === 'Escape' && pendingCheckIn !== null) {
      event.preventDefault();
      setPendingCheckIn(null);
      setIsRefused(false);
    }
  };

  const changeMonth = (next: Date) => {
    setOwnMonth(next);
    onMonthChange?.(toIsoDate(next));
  };

  /** A pickable day's night price, formatted; none for days the guest cannot pick or outside the month. */
  const shownPrice = (day: Date, modifiers: Modifiers) => {
    if (!priceOfNight || modifiers.disabled || modifiers.outside) return undefined;
    const price = priceOfNight(toIsoDate(day));
    return price === undefined ? undefined : formatMoney(Math.round(price));
  };

  const shownRange: DateRange | undefined = pendingCheckIn
    ? { from: parseIsoDate(pendingCheckIn) ?? undefined, to: undefined }
    : toDateRange(selected);

  const labels = dayPickerLabels(dayPickerTexts, dateLocale, (label, modifiers, day) => {
    if (modifiers.booked) return formatMessage(t.bookedDayLabel, { date: label });
    if (modifiers.closed) {
      const reason = closureOf(toIsoDate(day), closedNights)?.reason;
      return reason ? formatMessage(rulesText.closedForReasonDayLabel, { date: label, reason }) : formatMessage(rulesText.closedDayLabel, { date: label });
    }
    if (modifiers.tooShort) return formatMessage(rulesText.tooShortDayLabel, { date: label, nights: minimumNights });
    if (modifiers.tooLong) return formatMessage(rulesText.tooLongDayLabel, { date: label, nights: MAX_STAY_NIGHTS });
    const price = shownPrice(day, modifiers);
    return price === undefined ? label : formatMessage(rulesText.pricedDayLabel, { date: label, price });
  });

  return (
    <S.Root role="group" aria-label={t.label} aria-describedby={hintId} ref={ref} {...rest}>
      <S.Hint id={hintId}>
        {pendingCheckIn
          ? minimumNights > 1
            ? formatMessage(rulesText.pickCheckOutMinimumHint, { nights: minimumNights })
            : t.pickCheckOutHint
          : t.pickCheckInHint}
      </S.Hint>
      {isLoading ? <Spinner label={t.loading} showLabel size="sm" /> : null}
      {isRefused ? <Alert tone="danger">{t.crossesBookedNight}</Alert> : null}
      <S.Calendar
        aria-busy={isLoading || undefined}
        onKeyDownCapture={(event) => {
          const day = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day;
          pageKeyDay.current = day ? pageKeyTarget(day, event.key, event.shiftKey) : null;
        }}
      >
        <ShownPriceContext.Provider value={shownPrice}>
          <DayPicker
            mode="range"
            selected={shownRange}
            onSelect={(_range, triggerDate) => pick(triggerDate)}
            onDayKeyDown={handleDayKeyDown}
            disabled={isDisabled}
            modifiers={{
              booked: (day: Date) => isNightBooked(toIsoDate(day), bookedNights),
              closed: (day: Date) => !isNightBooked(toIsoDate(day), bookedNights) && closureOf(toIsoDate(day), closedNights) !== undefined,
              tooShort: (day: Date) => stayLengthLimit(toIsoDate(day)) === 'tooShort',
              tooLong: (day: Date) => stayLengthLimit(toIsoDate(day)) === 'tooLong',
            }}
            modifiersClassNames={{ booked: S.bookedDayClass, closed: S.closedDayClass }}
            components={priceOfNight ? { DayButton: PricedDayButton } : undefined}
            today={todayDate}
            month={shownMonth}
            onMonthChange={changeMonth}
            startMonth={firstMonth}
            endMonth={endMonth}
            locale={dateLocale}
            dir={direction}
            labels={labels}
            // The month buttons in the caption row (the styles' grid), not beside the month where they widen it.
            navLayout="after"
            // Six rows whatever the month: the calendar's height never changes (see AvailabilityCalendarPlaceholder).
            fixedWeeks
          />
        </ShownPriceContext.Provider>
      </S.Calendar>
    </S.Root>
  );
});

/** How the calendar shows a day's night price (`shownPrice`), for its day buttons. */
const ShownPriceContext = createContext<(day: Date, modifiers: Modifiers) => string | undefined>(() => undefined);

/**
 * react-day-picker's day button with the night's price under the day's number. The price is drawn by CSS from
 * `data-price`: the button's name reads it after the date, and its own text stays the day's number (what a voice
 * user says to pick it).
 */
function PricedDayButton(props: DayButtonProps) {
  const price = useContext(ShownPriceContext)(props.day.date, props.modifiers);
  return <DayButton {...props} data-price={price} />;
}

/** The first day of the month of `iso` (or of `fallback` when `iso` is not a date), as a Date for the picker. */
function monthOf(iso: IsoDate, fallback: IsoDate): Date {
  return startOfMonth(parseIsoDate(iso) ?? parseIsoDate(fallback) ?? new Date());
}

function toDateRange(stay: Partial<StayDates> | undefined): DateRange | undefined {
  const from = stay?.checkInDate ? parseIsoDate(stay.checkInDate) : null;
  if (!from) return undefined;
  const to = stay?.checkOutDate ? parseIsoDate(stay.checkOutDate) : null;
  return { from, to: to && to > from ? to : undefined };
}
