import { useContext } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { updateUser } from '@hotel/api-client';
import { Footer, MessagesContext, NavBar, PageShell } from '@hotel/ui';
import type { PageTitle } from '../messages/pageTitles';
import { loggedOutState } from '../mappers/navigationState';
import { setColorScheme, useColorScheme } from './colorScheme';
import { setLanguage, useLanguage } from './language';
import { clearSession, isAdmin } from '../session/session';
import { useSession } from '../session/useSession';
import { paths } from '../config/paths';

/** What a route may declare in its `handle`: its layout, and its name in the document title (in the reader's language). */
export type RouteHandle = { layout?: 'wide'; title?: PageTitle };

function useRouteHandle(): RouteHandle {
  const handles = useMatches().map((match) => (match.handle ?? {}) as RouteHandle);
  return { layout: handles.find((handle) => handle.layout)?.layout, title: handles.findLast((handle) => handle.title)?.title };
}

/** Every screen: the kit's PageShell with the NavBar and the Footer around the route's sections. */
export function RootLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { layout, title } = useRouteHandle();
  const colorScheme = useColorScheme();
  const { language } = useLanguage();
  const messages = useContext(MessagesContext) ?? {};

  // Leave first, then clear: clearing on a guarded page would make its guard redirect to /login instead.
  const logout = () => {
    void Promise.resolve(navigate(paths.home, { state: loggedOutState })).then(clearSession);
  };

  return (
    <PageShell
      width={layout ?? 'normal'}
      pageTitle={title?.(messages)}
      // A new page (not a new search on the same page) moves focus to its main heading.
      navigationKey={pathname}
      header={
        <NavBar
          hrefs={paths}
          isLoggedIn={session !== null}
          showAdminLink={isAdmin(session)}
          currentHref={pathname}
          onLogout={logout}
          colorScheme={colorScheme}
          onColorSchemeChange={setColorScheme}
          language={language}
          onLanguageChange={(next) => {
            void setLanguage(next);
            // The account remembers it too: its mails (a password reset, say) speak it on any device.
            if (session) updateUser(session.userId, { preferredLanguage: next }).catch(() => undefined);
          }}
        />
      }
      footer={<Footer year={new Date().getFullYear()} />}
    >
      <Outlet />
      <ScrollRestoration />
    </PageShell>
  );
}
