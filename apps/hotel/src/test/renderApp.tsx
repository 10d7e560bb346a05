import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, onTestFinished } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { sectionStatusMessages } from '@hotel/ui';
import { KitProvider } from '../app/KitProvider';
import { setLanguage } from '../app/language';
import { followSession, routes } from '../app/router';

export { logInAs, userEmail } from './logInAs';

// The router loads most screens on demand. A cold import takes real time that fake timers never advance, so a timing
// test could look before its screen exists: every file that renders the app imports the screens once, up front, and
// the router's `lazy` (and a lazy part's, `*Chunk.ts`) then resolves within the microtasks that `advance` flushes.
beforeAll(() => Promise.all(Object.values(import.meta.glob(['../routes/*Route.tsx', '../routes/*Chunk.{ts,tsx}'])).map((load) => load())));

/** The reader chooses German for this test (its pack loaded as the language switch loads it); English after it. */
export async function readInGerman(): Promise<void> {
  await setLanguage('de');
  onTestFinished(() => setLanguage('en'));
}

/** The whole app (its routes, loaders, guards and the kit) at `path`, in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const stopFollowingSession = followSession(router);
  // A router outliving its test would answer the next test's session changes with calls of its own.
  onTestFinished(() => {
    stopFollowingSession();
    router.dispose();
  });
  render(
    <KitProvider>
      <RouterProvider router={router} />
    </KitProvider>,
  );
  return { router, screen, location: () => router.state.location };
}

/** Waits for the guest's-words failure of an unreachable hotel and presses its Retry (the first, when several). */
export async function retryWhenUnreachable(): Promise<void> {
  const [text] = await screen.findAllByText(sectionStatusMessages.unreachable);
  const section = text?.closest('[role="alert"]');
  if (!(section instanceof HTMLElement)) throw new Error('The failure is not in an alert.');
  fireEvent.click(within(section).getByRole('button', { name: sectionStatusMessages.retry }));
}
