import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Brand } from '../brands/defineBrand';
import { en } from '../locales/en';
import { localeDirection, type LocalePack } from '../locales/defineLocale';
import type { FormatOptions } from '../logic/format';
import { MessagesContext } from '../messages/MessagesContext';
import { mergeMessagesPacks } from '../messages/resolveMessages';
import { createTheme } from '../theme/createTheme';
import { ThemeVariables } from '../theme/ThemeVariables';
import { colorSchemes, type ColorScheme } from '../theme/tokens';
import { FormatContext } from './FormatContext';
import { LinkContext, type LinkComponent } from './LinkContext';

export type HotelUiProviderProps = {
  /** Tokens and messages of the hotel, from `defineBrand`. */
  brand: Brand;
  /** Language, writing direction, date and number formats, from `defineLocale` (the kit ships `en`, `de` and the
   * pseudo-locales `pseudo` and `pseudoRtl`). Default `en`. */
  locale?: LocalePack;
  /** 'light' (default), 'dark', or 'system' to follow the reader's `prefers-color-scheme`; the brand sets both palettes. */
  colorScheme?: ColorScheme;
  /** ISO 4217 currency of prices. Default 'USD'. */
  currency?: string;
  /** The app's router link taking `href`; default a plain `<a>`. */
  linkComponent?: LinkComponent;
  children?: ReactNode;
};

/**
 * The one provider the kit needs: theme variables, texts, formatting and the link component.
 * Texts: a component's `messages` prop, then the brand's messages (tone of voice), then the locale's, then English.
 */
export function HotelUiProvider({ brand, locale = en, colorScheme = 'light', currency, linkComponent, children }: HotelUiProviderProps) {
  if (!colorSchemes.includes(colorScheme)) {
    throw new Error(`@hotel/ui: HotelUiProvider: unknown colorScheme '${String(colorScheme)}' (light, dark or system)`);
  }
  const { cssVariables, theme } = useMemo(() => createTheme(brand.tokens), [brand.tokens]);
  const formatOptions = useMemo<FormatOptions>(
    () => ({ locale: locale.code, currency, dateLocale: locale.dateLocale, datePatterns: locale.datePatterns, direction: localeDirection(locale) }),
    [locale, currency],
  );
  const messages = useMemo(() => mergeMessagesPacks(locale.messages, brand.messages), [locale.messages, brand.messages]);

  return (
    <ThemeProvider theme={theme}>
      <MessagesContext.Provider value={messages}>
        <FormatContext.Provider value={formatOptions}>
          <LinkContext.Provider value={linkComponent}>
            <ThemeVariables cssVariables={cssVariables} brandName={brand.name} colorScheme={colorScheme} lang={locale.code} dir={localeDirection(locale)}>
              {children}
            </ThemeVariables>
          </LinkContext.Provider>
        </FormatContext.Provider>
      </MessagesContext.Provider>
    </ThemeProvider>
  );
}
