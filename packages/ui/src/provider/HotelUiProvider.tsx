import { useMemo, type ReactNode } from 'react';
import type { Locale } from 'date-fns';
import { ThemeProvider } from 'styled-components';
import type { Brand } from '../brands/defineBrand';
import { createFormatter } from '../logic/format';
import { MessagesContext } from '../messages/MessagesContext';
import { createTheme } from '../theme/createTheme';
import { ThemeVariables } from '../theme/ThemeVariables';
import { FormatContext } from './FormatContext';
import { LinkContext, type LinkComponent } from './LinkContext';

export type HotelUiProviderProps = {
  /** Tokens and messages of the hotel, from `defineBrand`. */
  brand: Brand;
  /** BCP 47 locale for money and numbers. Default 'en-US'. */
  locale?: string;
  /** ISO 4217 currency of prices. Default 'USD'. */
  currency?: string;
  /** date-fns locale for month names and the day picker. Default en-US. */
  dateLocale?: Locale;
  /** The app's router link taking `href`; default a plain `<a>`. */
  linkComponent?: LinkComponent;
  children?: ReactNode;
};

/** The one provider the kit needs: theme variables, brand messages, formatting and the link component. */
export function HotelUiProvider({ brand, locale, currency, dateLocale, linkComponent, children }: HotelUiProviderProps) {
  const { cssVariables, theme } = useMemo(() => createTheme(brand.tokens), [brand.tokens]);
  const formatter = useMemo(() => createFormatter({ locale, currency, dateLocale }), [locale, currency, dateLocale]);
  const messages = useMemo(() => brand.messages ?? {}, [brand.messages]);

  return (
    <ThemeProvider theme={theme}>
      <MessagesContext.Provider value={messages}>
        <FormatContext.Provider value={formatter}>
          <LinkContext.Provider value={linkComponent}>
            <ThemeVariables cssVariables={cssVariables} brandName={brand.name}>
              {children}
            </ThemeVariables>
          </LinkContext.Provider>
        </FormatContext.Provider>
      </MessagesContext.Provider>
    </ThemeProvider>
  );
}
