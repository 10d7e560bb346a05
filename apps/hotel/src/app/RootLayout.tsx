import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Footer, NavBar, PageShell } from '@hotel/ui';
import { loggedOutState } from '../mappers/navigationState';
import { clearSession, isAdmin } from '../session/session';
import { useSession } from '../session/useSession';
import { paths } from './paths';

/** What a route may declare in its `handle`. */
export type RouteHandle = { layout?: 'wide' };

function useWideLayout(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.layout === 'wide');
}

/** Every screen: the kit's PageShell with the NavBar and the Footer around the route's sections. */
export function RootLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isWide = useWideLayout();

  // Leave first, then clear: clearing on a guarded page would make its guard redirect to /login instead.
  const logout = () => {
    void Promise.resolve(navigate(paths.home, { state: loggedOutState })).then(clearSession);
  };

  return (
    <PageShell
      width={isWide ? 'wide' : 'normal'}
      header={
        <NavBar isLoggedIn={session !== null} showAdminLink={isAdmin(session)} currentHref={pathname} onLogout={logout} />
      }
      footer={<Footer year={new Date().getFullYear()} />}
    >
      <Outlet />
      <ScrollRestoration />
    </PageShell>
  );
}
