import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { KitProvider } from './KitProvider';
import { followSession, routes } from './router';

const router = createBrowserRouter(routes);
followSession(router);

/** The kit's provider (brand, colour scheme, formatting, router links) around the router. */
export function App() {
  return (
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>
  );
}
