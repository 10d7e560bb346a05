import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as S from '../Field/Field.styles';

export type NumberFieldProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'className'
> &
  FieldBaseProps & {
    /** Controlled value; null shows an empty input. */
    value?: number | null;
    defaultValue?: number | null;
    /** The new number, or null while the input is empty or not a number. */
    onChange?: (value: number | null) => void;
  };

const toInputValue = (value: number | null | undefined) => (value === undefined ? undefined : (value ?? ''));

/** A labelled `<input type="number">`; `min`, `max` and `step` pass through. */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { value, defaultValue, onChange, ...props },
  ref,
) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => (
        <S.Input
          ref={ref}
          {...inputProps}
          {...controlProps}
          type="number"
          value={toInputValue(value)}
          defaultValue={toInputValue(defaultValue)}
          onChange={(event) => onChange?.(event.target.value === '' ? null : event.target.valueAsNumber)}
        />
      )}
    />
  );
});
