import { forwardRef, lazy, Suspense } from 'react';
import { DateEntryField, type DateEntryFieldProps } from './DateEntryField';
import { Control } from './DateField.styles';

// The calendar's code (react-day-picker, date-fns) comes after the page's first JavaScript; its place is kept.
const DateFieldCalendar = lazy(() => import('./DateFieldCalendar'));

export type DateFieldProps = Omit<DateEntryFieldProps, 'renderWithCalendar'>;

/**
 * A labelled text field for a date in the locale's way of typing it (the pack's `datePatterns.entry`: '18.09.2025'
 * in German, '09/18/2025' in English), its pattern shown as the placeholder (which screen readers announce).
 * Works in `YYYY-MM-DD` strings, never `Date` objects; leaving the field writes a real date in the pattern.
 * Beside it (unless read-only or disabled), a button opens a month calendar whose picked day is written into the
 * field; the calendar's code loads after the page's own, its button's place kept meanwhile.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(props, ref) {
  return (
    <DateEntryField
      ref={ref}
      {...props}
      renderWithCalendar={
        props.readOnly || props.disabled
          ? undefined
          : (input, calendar) => (
              <Control>
                {input}
                <Suspense>
                  <DateFieldCalendar {...calendar} />
                </Suspense>
              </Control>
            )
      }
    />
  );
});
