import { RouterProvider } from 'react-router-dom';
import { defaultBrand, HotelUiProvider } from '@hotel/ui';
import { router } from './router';
import { RouterLink } from './RouterLink';

/** The kit's provider (brand, formatting, router links) around the router. */
export function App() {
  return (
    <HotelUiProvider brand={defaultBrand} linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </HotelUiProvider>
  );
}
