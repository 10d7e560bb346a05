import { forwardRef } from 'react';
import { useMessages } from '../../messages/useMessages';
import { SelectField, type SelectFieldProps } from '../../primitives/SelectField';
import { colorSchemes, type ColorScheme } from '../../theme/tokens';
import { colorSchemeSwitchMessages, type ColorSchemeSwitchMessages } from './ColorSchemeSwitch.messages';

export type ColorSchemeSwitchProps = Omit<SelectFieldProps, 'label' | 'options' | 'placeholder' | 'value' | 'defaultValue' | 'onChange'> & {
  /** The scheme in use: pass the one you give `HotelUiProvider`. */
  value: ColorScheme;
  /** The reader picked a scheme; the app applies it (and may remember it). */
  onChange: (scheme: ColorScheme) => void;
  /** Show the label beside the select; by default it is for assistive technology only. */
  showLabel?: boolean;
  messages?: Partial<ColorSchemeSwitchMessages>;
};

/** Lets the reader choose light, dark or the system's scheme. The kit stores nothing: the app keeps the choice. */
export const ColorSchemeSwitch = forwardRef<HTMLSelectElement, ColorSchemeSwitchProps>(function ColorSchemeSwitch(
  { value, onChange, showLabel = false, messages, ...rest },
  ref,
) {
  const t = useMessages('ColorSchemeSwitch', colorSchemeSwitchMessages, messages);
  return (
    <SelectField
      ref={ref}
      {...rest}
      label={t.label}
      hideLabel={!showLabel}
      value={value}
      options={colorSchemes.map((scheme) => ({ value: scheme, label: t[scheme] }))}
      onChange={(scheme) => onChange(scheme as ColorScheme)}
    />
  );
});
