import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as S from '../Field/Field.styles';

export type SelectOption = {
  value: string;
  label: string;
  isDisabled?: boolean;
  /** The option's language when it differs from the page's (a language's own name), for screen readers. */
  lang?: string;
};

export type SelectFieldProps = Omit<ComponentPropsWithoutRef<'select'>, 'onChange' | 'children' | 'className' | 'multiple'> &
  FieldBaseProps & {
    options: readonly SelectOption[];
    /** Text of a first, empty-valued option (e.g. 'select a room type to filter....'). */
    placeholder?: string;
    /** The selected option's value ('' for the placeholder). */
    onChange?: (value: string) => void;
  };

/** A labelled native `<select>` built from `options`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, placeholder, onChange, ...props },
  ref,
) {
  const [fieldProps, selectProps] = splitFieldProps(props);
  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => (
        <S.Select ref={ref} {...selectProps} {...controlProps} onChange={(event) => onChange?.(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </S.Select>
      )}
    />
  );
});
