import { css } from 'styled-components';

// Apart from dayPicker.styles.ts, so a placeholder can take a calendar's size without the calendar's styles.

/**
 * A day cell's side; the weekday row is as high, so a month's height is known before it renders. On a screen
 * narrower than 384 px a week of 2.5rem no longer fits beside the page's, the section's and the card's padding
 * (6.5rem in all), so there the days shrink with the screen (31 px at 320 px).
 */
export const daySize = 'min(2.5rem, calc((100vw - 6.5rem) / 7))';
/** A day's button: its cell less a 2 px margin on each side. */
export const dayButtonSize = `calc(${daySize} - 4px)`;
/** The month/nav buttons' side: the height of the caption row. */
export const navButtonSize = '2.25rem';

/**
 * The height of one month with six weeks (DayPicker's `fixedWeeks`): caption row, gap, weekday row and six rows of
 * days. A placeholder of this height keeps a calendar's place while its code loads.
 */
export const dayPickerMonthHeight = css`calc(${navButtonSize} + ${({ theme }) => theme.space[2]} + 7 * ${daySize})`;

/**
 * react-day-picker's markup (its default `rdp-*` class names) styled with theme tokens. The package's own
 * style.css is not imported: @hotel/ui has no CSS side effects, so layout and looks are all here.
 */
