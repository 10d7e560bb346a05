import { format } from 'date-fns';
import { brandMessages } from '../brands/brand.messages';
import { availabilityCalendarMessages } from '../components/AvailabilityCalendar/AvailabilityCalendar.messages';
import { paginatorMessages } from '../components/Paginator/Paginator.messages';
import { dayPickerMessages } from '../components/shared/dayPicker.messages';
import { parseIsoDate } from '../logic/dates';
import { formatMessage } from '../messages/Message';
import type { BrandPalette } from '../theme/tokens';
import type { AllMessages, MessageGroupName } from '../messages/allMessages';
import { resolveMessages } from '../messages/resolveMessages';
import { variableName } from '../theme/createTheme';
import { englishMessages } from '../catalogue/englishMessages';
import { mergeMessagesPacks } from '../messages/resolveMessages';
import { storyBrand } from './brands';
import { storyLocale } from './locales';

/**
 * The texts a story renders with: the group's defaults under the story's locale and brand packs, as `useMessages`
 * resolves them. Play functions find elements through these rather than English literals, so they pass in every
 * locale and brand.
 */
export function storyMessages<Name extends MessageGroupName>(
  globals: Record<string, unknown>,
  name: Name,
  defaults: AllMessages[Name],
): AllMessages[Name] {
  return resolveMessages(
    defaults,
    storyLocale(globals).messages[name] as Partial<AllMessages[Name]> | undefined,
    storyBrand(globals).messages?.[name] as Partial<AllMessages[Name]> | undefined,
  );
}

/**
 * Every text a story renders with, group by group (`t.RoomSearchForm.search`): English under the story's locale and
 * brand packs. What a play function finds elements by, e.g. `canvas.getByRole('button', { name: t.RoomSearchForm.search })`.
 */
export function playMessages(globals: Record<string, unknown>): AllMessages {
  return mergeMessagesPacks(
    { ...englishMessages, Brand: brandMessages },
    storyLocale(globals).messages,
    storyBrand(globals).messages,
  ) as AllMessages;
}

/**
 * A theme token as the browser computes it in the story's brand, e.g. `themeValue(canvasElement, 'borderTopLeftRadius',
 * 'radius', 'card')` → '8px', for comparing with `getComputedStyle(element)`.
 */
export function themeValue(
  canvasElement: HTMLElement,
  property: 'color' | 'borderTopLeftRadius' | 'rowGap' | 'columnGap' | 'fontSize' | 'boxShadow',
  group: string,
  key: string,
): string {
  const root = canvasElement.querySelector('[data-hui-root]') ?? canvasElement;
  const probe = root.appendChild(document.createElement('span'));
  probe.style.display = 'flex';
  probe.style[property] = `var(${variableName(group, key)})`;
  const value = getComputedStyle(probe)[property];
  probe.remove();
  return value;
}

/** The computed `rgb(…)` of a palette colour in the story's brand. */
export const themeColor = (canvasElement: HTMLElement, colour: keyof BrandPalette): string =>
  themeValue(canvasElement, 'color', 'color', colour);

/** The accessible name of page `page`'s button in a Paginator, in the story's brand. */
export const pageName = (globals: Record<string, unknown>, page: number): string =>
  formatMessage(storyMessages(globals, 'Paginator', paginatorMessages).pageLabel, { page });

/** The Paginator's landmark name in the story's brand. */
export const paginationName = (globals: Record<string, unknown>): string =>
  storyMessages(globals, 'Paginator', paginatorMessages).navigationLabel;

/** The hotel's name in the story's brand. */
export const hotelName = (globals: Record<string, unknown>): string => storyMessages(globals, 'Brand', brandMessages).name;

/** A calendar day button's accessible name in the story's locale and brand. */
export function calendarDayName(
  globals: Record<string, unknown>,
  iso: string,
  flags: { today?: boolean; booked?: boolean; selected?: boolean } = {},
): string {
  const t = storyMessages(globals, 'DayPicker', dayPickerMessages);
  const { bookedDayLabel } = storyMessages(globals, 'AvailabilityCalendar', availabilityCalendarMessages);
  const date = parseIsoDate(iso)!;
  const { dateLocale } = storyLocale(globals);
  let name = formatMessage(t.dayLabel, {
    weekday: format(date, 'EEEE', { locale: dateLocale }),
    month: format(date, 'LLLL', { locale: dateLocale }),
    day: date.getDate(),
    year: date.getFullYear(),
  });
  if (flags.today) name = formatMessage(t.todayDayLabel, { date: name });
  if (flags.booked) name = formatMessage(bookedDayLabel, { date: name });
  if (flags.selected) name = formatMessage(t.selectedDayLabel, { date: name });
  return name;
}

/** A calendar month grid's name (react-day-picker names it by its caption, e.g. 'January 2027') in the story's locale. */
export const calendarMonthName = (globals: Record<string, unknown>, iso: string): string =>
  format(parseIsoDate(iso)!, 'LLLL yyyy', { locale: storyLocale(globals).dateLocale });

/**
 * `text` with its whitespace collapsed as `toHaveTextContent` collapses the element's, for expecting formatted money
 * and dates in an element's text: German money ('89 $') has a no-break space the element's text reads as a space.
 */
export const asTextContent = (text: string): string => text.replace(/\s+/g, ' ');
