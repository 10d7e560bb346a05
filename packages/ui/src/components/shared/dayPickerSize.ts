import { css } from 'styled-components';

// Apart from dayPicker.styles.ts, so a placeholder can take a calendar's size without the calendar's styles.

/** A day cell's side; the weekday row is as high, so a month's height is known before it renders. */
export const daySize = '2.5rem';
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
