import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as S from '../Field/Field.styles';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';

export type TextFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'onChange' | 'children' | 'className'> &
  FieldBaseProps & {
    type?: TextFieldType;
    /** The new text on every edit. */
    onChange?: (value: string) => void;
  };

/** A labelled single-line text input. `className` goes on the wrapper, other props on the `<input>`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = 'text', onChange, ...props },
  ref,
) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => (
        <S.Input ref={ref} {...inputProps} {...controlProps} type={type} onChange={(event) => onChange?.(event.target.value)} />
      )}
    />
  );
});
