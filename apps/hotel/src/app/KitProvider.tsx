import type { ReactNode } from 'react';
import { defaultBrand, HotelUiProvider } from '@hotel/ui';
import { useColorScheme } from './colorScheme';
import { useLanguage } from './language';
import { RouterLink } from './RouterLink';

/** The kit's provider as the app configures it: the hotel's brand, the reader's language and colour scheme, router links. */
export function KitProvider({ children }: { children: ReactNode }) {
  const colorScheme = useColorScheme();
  const { locale } = useLanguage();
  return (
    <HotelUiProvider brand={defaultBrand} locale={locale} colorScheme={colorScheme} linkComponent={RouterLink}>
      {children}
    </HotelUiProvider>
  );
}
