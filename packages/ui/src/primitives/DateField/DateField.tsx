import { forwardRef, useContext, useState, type ComponentPropsWithoutRef } from 'react';
import { defaultEntryPattern, formatDateEntry, parseDateEntry } from '../../logic/dateEntry';
import { useMessages } from '../../messages/useMessages';
import { FormatContext } from '../../provider/FormatContext';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as S from '../Field/Field.styles';
import { dateFieldMessages, type DateFieldMessages } from './DateField.messages';

export type DateFieldProps = Omit<
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
    messages?: Partial<DateFieldMessages>;
  };

/**
 * A labelled text field for a date in the locale's way of typing it (the pack's `datePatterns.entry`: '18.09.2025'
 * in German, '09/18/2025' in English), its pattern shown as the placeholder (which screen readers announce).
 * Works in `YYYY-MM-DD` strings, never `Date` objects; leaving the field writes a real date in the pattern.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onChange, onBlur, messages, ...props },
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

  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => (
        <S.Input
          ref={ref}
          autoComplete="off"
          {...inputProps}
          {...controlProps}
          type="text"
          placeholder={t.placeholder}
          value={shown.text}
          onChange={(event) => {
            const text = event.target.value;
            setShown({ text, value: value === undefined ? undefined : valueOf(text), pattern });
            onChange?.(valueOf(text));
          }}
          onBlur={(event) => {
            setShown({ ...shown, text: formatDateEntry(valueOf(shown.text), pattern) });
            onBlur?.(event);
          }}
        />
      )}
    />
  );
});
