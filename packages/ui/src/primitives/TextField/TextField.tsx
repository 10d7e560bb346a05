import type { ComponentPropsWithRef } from 'react';
import { Field, splitFieldProps, type FieldBaseProps } from '../Field/Field';
import * as S from '../Field/Field.styles';

export type TextFieldType = 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange' | 'children' | 'className'> &
  FieldBaseProps & {
    type?: TextFieldType;
    /** The new text on every edit. */
    onChange?: (value: string) => void;
  };

/** A labelled single-line text input. `className` goes on the wrapper, other props on the `<input>`. */
export function TextField({ type = 'text', onChange, ...props }: TextFieldProps) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  return (
    <Field
      {...fieldProps}
      renderControl={(controlProps) => (
        <S.Input {...inputProps} {...controlProps} type={type} onChange={(event) => onChange?.(event.target.value)} />
      )}
    />
  );
}
