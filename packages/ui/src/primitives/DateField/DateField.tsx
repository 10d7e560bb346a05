import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { IsoDate } from '../../logic/dates';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as S from '../Field/Field.styles';

export type DateFieldProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'onChange' | 'children' | 'className'
> &
  FieldBaseProps & {
    /** Controlled `YYYY-MM-DD` value; '' is empty. */
    value?: IsoDate;
    defaultValue?: IsoDate;
    /** Earliest selectable day, `YYYY-MM-DD` (e.g. today). */
    min?: IsoDate;
    max?: IsoDate;
    /** The new `YYYY-MM-DD` value, or '' when cleared. */
    onChange?: (value: IsoDate) => void;
  };

/** A labelled native date input working in `YYYY-MM-DD` strings, never `Date` objects. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField({ onChange, ...props }, ref) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => (
        <S.Input ref={ref} {...inputProps} {...controlProps} type="date" onChange={(event) => onChange?.(event.target.value)} />
      )}
    />
  );
});
