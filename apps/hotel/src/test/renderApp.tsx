import { render, screen } from '@testing-library/react';
import { beforeAll, onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defaultBrand, HotelUiProvider } from '@hotel/ui';
import { revalidateOnSessionChange, routes } from '../app/router';
import { RouterLink } from '../app/RouterLink';

export { logInAs, userEmail } from './logInAs';

// The router loads most screens on demand. A cold import takes real time that fake timers never advance, so a timing
// test could look before its screen exists: every file that renders the app imports the screens once, up front, and
// the router's `lazy` then resolves within the microtasks that `advance` flushes.
beforeAll(() => Promise.all(Object.values(import.meta.glob('../routes/*Route.tsx')).map((load) => load())));

/** The whole app (its routes, loaders, guards and the kit) at `path`, in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const stopFollowingSession = revalidateOnSessionChange(router);
  // A router outliving its test would answer the next test's session changes with calls of its own.
  onTestFinished(() => {
    stopFollowingSession();
    router.dispose();
  });
  render(
    <HotelUiProvider brand={defaultBrand} linkComponent={RouterLink}>
      <RouterProvider router={router} />
    </HotelUiProvider>,
  );
  return { router, screen, location: () => router.state.location };
}
