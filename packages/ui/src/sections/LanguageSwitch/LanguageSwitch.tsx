import { forwardRef } from 'react';
import { useMessages } from '../../messages/useMessages';
import { SelectField, type SelectFieldProps } from '../../primitives/SelectField';
import { languageSwitchMessages, type LanguageSwitchMessages } from './LanguageSwitch.messages';

/** The languages the kit ships texts for: English (the defaults) and German (`de`). */
export const kitLanguages = ['en', 'de'] as const;
export type KitLanguage = (typeof kitLanguages)[number];

/** True for a language the kit speaks ('en' or 'de'): for values read from storage, a header or the server. */
export function isKitLanguage(value: unknown): value is KitLanguage {
  return kitLanguages.includes(value as KitLanguage);
}

export type LanguageSwitchProps = Omit<SelectFieldProps, 'label' | 'options' | 'placeholder' | 'value' | 'defaultValue' | 'onChange'> & {
  /** The language in use: the one whose pack the app gives `HotelUiProvider`. */
  value: KitLanguage;
  /** The reader picked a language; the app loads its pack, applies it and remembers the choice. */
  onChange: (language: KitLanguage) => void;
  /** Show the label beside the select; by default it is for assistive technology only. */
  showLabel?: boolean;
  messages?: Partial<LanguageSwitchMessages>;
};

/**
 * Lets the reader choose the page's language. Each language is named in its own words and marked with its `lang`,
 * so a screen reader pronounces 'Deutsch' as German on an English page. The kit stores and loads nothing.
 */
export const LanguageSwitch = forwardRef<HTMLSelectElement, LanguageSwitchProps>(function LanguageSwitch(
  { value, onChange, showLabel = false, messages, ...rest },
  ref,
) {
  const t = useMessages('LanguageSwitch', languageSwitchMessages, messages);
  return (
    <SelectField
      ref={ref}
      {...rest}
      label={t.label}
      hideLabel={!showLabel}
      value={value}
      options={kitLanguages.map((language) => ({ value: language, label: t[language], lang: language }))}
      onChange={(language) => onChange(language as KitLanguage)}
    />
  );
});
