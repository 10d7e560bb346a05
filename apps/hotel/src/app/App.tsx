import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { defaultBrand, HotelUiProvider } from '@hotel/ui';
import { followSession, routes } from './router';
import { RouterLink } from './RouterLink';

const router = createBrowserRouter(routes);
followSession(router);

/** The kit's provider (brand, formatting, router links) around the router. */
export function App() {
  return (
    <HotelUiProvider brand={defaultBrand} linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </HotelUiProvider>
  );
}
