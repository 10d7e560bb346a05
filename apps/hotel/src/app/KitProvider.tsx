import type { ReactNode } from 'react';
import { defaultBrand, HotelUiProvider } from '@hotel/ui';
import { useColorScheme } from './colorScheme';
import { useHotelProfile } from '../shared/hotelProfile';
import { useLanguage } from './language';
import { RouterLink } from './RouterLink';

/**
 * The kit's provider as the app configures it: the brand with the hotel's name (navbar, footer, page titles), prices
 * in the hotel's currency, the reader's language and colour scheme, router links.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  const colorScheme = useColorScheme();
  const { locale } = useLanguage();
  const hotel = useHotelProfile();
  // Built on each render of this provider, which happens only when the scheme, the language or the profile changes.
  const brand = hotel ? { ...defaultBrand, messages: { Brand: { name: hotel.name } } } : defaultBrand;
  return (
    <HotelUiProvider brand={brand} locale={locale} colorScheme={colorScheme} currency={hotel?.currency} linkComponent={RouterLink}>
      {children}
    </HotelUiProvider>
  );
}
