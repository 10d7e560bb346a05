import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LinkContext } from '@hotel/ui';
import { connectApiClient } from '../session/apiClient';
import { routes } from '../app/router';
import { RouterLink } from '../app/RouterLink';

// As the app starts (main.tsx): the stored session's token on each call, a 401 ends the session.
connectApiClient({ baseUrl: '/api' });

/**
 * The whole app at `path`: its routes, loaders, guards and generated client, in a memory router, inside the story's
 * HotelUiProvider (brand and locale from the toolbar). The story's MSW handlers answer the client's calls.
 */
export function AppScreen({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <LinkContext.Provider value={RouterLink}>
      <RouterProvider router={router} />
    </LinkContext.Provider>
  );
}
