import type { ReactNode } from 'react';
import { defaultBrand, HotelUiProvider } from '@hotel/ui';
import { useColorScheme } from './colorScheme';
import { RouterLink } from './RouterLink';

/** The kit's provider as the app configures it: the hotel's brand, the reader's colour scheme, router links. */
export function KitProvider({ children }: { children: ReactNode }) {
  const colorScheme = useColorScheme();
  return (
    <HotelUiProvider brand={defaultBrand} colorScheme={colorScheme} linkComponent={RouterLink}>
      {children}
    </HotelUiProvider>
  );
}
