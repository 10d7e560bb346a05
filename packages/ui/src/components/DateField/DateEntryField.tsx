import { forwardRef, useContext, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { defaultEntryPattern, formatDateEntry, parseDateEntry } from '../../logic/dateEntry';
import { useMessages } from '../../messages/useMessages';
import { FormatContext } from '../../provider/FormatContext';
import { Field, splitFieldProps, type FieldBaseProps } from '../../primitives/Field/Field';
import * as S from '../../primitives/Field/Field.styles';
import { dateFieldMessages, type DateFieldMessages } from './DateField.messages';
import type { DateFieldCalendarProps } from './DateFieldCalendar';

export type DateEntryFieldProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'onChange' | 'children' | 'className' | 'placeholder'
> &
  FieldBaseProps & {
    /** Controlled `YYYY-MM-DD` value; '' is empty; other text is a typed date that is not (yet) a real one. */
    value?: string;
    /**
     * What is typed, on every change: `YYYY-MM-DD` once it is a real date, '' when cleared, else the text as typed
     * (so validation can tell "invalid" from "empty").
     */
    onChange?: (value: string) => void;
    /** The field's own texts; the calendar's are the provider's `DateFieldCalendar` and `DayPicker` groups. */
    messages?: Partial<DateFieldMessages>;
    /**
     * Puts the input beside a calendar button (DateField's, loaded on demand). Its layout lives with DateField, so a
     * page with this field alone does not load it.
     */
    renderWithCalendar?: (input: ReactNode, calendar: DateFieldCalendarProps) => ReactNode;
  };

/**
 * A labelled text field for a date in the locale's way of typing it (the pack's `datePatterns.entry`: '18.09.2025'
 * in German, '09/18/2025' in English), its pattern shown as the placeholder (which screen readers announce).
 * Works in `YYYY-MM-DD` strings, never `Date` objects; leaving the field writes a real date in the pattern.
 * `DateField` is this with its calendar button.
 */
export const DateEntryField = forwardRef<HTMLInputElement, DateEntryFieldProps>(function DateEntryField(
  { value, onChange, onBlur, messages, renderWithCalendar, ...props },
  ref,
) {
  const t = useMessages('DateField', dateFieldMessages, messages);
  const pattern = useContext(FormatContext)?.datePatterns?.entry ?? defaultEntryPattern;
  const [fieldProps, inputProps] = splitFieldProps(props);
  const valueOf = (text: string) => parseDateEntry(text, pattern) ?? text.trim();

  const [shown, setShown] = useState(() => ({ text: formatDateEntry(value ?? '', pattern), value, pattern }));
  // A value from outside (a picked day, a reset) or another language rewrites the text; the field's own does not.
  if (shown.value !== value || shown.pattern !== pattern) {
    const keepText = shown.pattern === pattern && (value === undefined || valueOf(shown.text) === value);
    setShown({ text: keepText ? shown.text : formatDateEntry(value ?? '', pattern), value, pattern });
  }

  const write = (text: string) => {
    setShown({ text, value: value === undefined ? undefined : valueOf(text), pattern });
    onChange?.(valueOf(text));
  };

  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => {
        const input = (
          <S.Input
            ref={ref}
            autoComplete="off"
            {...inputProps}
            {...controlProps}
            type="text"
            placeholder={t.placeholder}
            value={shown.text}
            onChange={(event) => write(event.target.value)}
            onBlur={(event) => {
              setShown({ ...shown, text: formatDateEntry(valueOf(shown.text), pattern) });
              onBlur?.(event);
            }}
          />
        );
        return renderWithCalendar ? renderWithCalendar(input, { inputId: controlProps.id, text: shown.text, onPick: write }) : input;
      }}
    />
  );
});
