import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Alert, Link, Stack } from '@hotel/ui';
import type { LoginState } from '../mappers/navigationState';
import { screenMessages } from '../messages/screenMessages';
import { isAdmin } from '../session/session';
import { useSession } from '../session/useSession';
import { paths } from './paths';

function LoginRedirect() {
  const { pathname, search } = useLocation();
  const state: LoginState = { path: `${pathname}${search}` };
  return <Navigate to={paths.login} replace state={state} />;
}

/** Logged-in users only (spec §2): others go to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const session = useSession();
  return session ? <Outlet /> : <LoginRedirect />;
}

/**
 * Admin screens: a display guard only (the server checks every admin call). Logged-out visitors go to /login and
 * come back; logged-in users without ROLE_ADMIN see why the page is not available.
 */
export function RequireAdmin() {
  const session = useSession();
  if (!session) return <LoginRedirect />;
  if (!isAdmin(session)) {
    const t = screenMessages.adminOnly;
    return (
      <Stack gap={4}>
        <Alert tone="warning" title={t.title}>
          {t.body}
        </Alert>
        <div>
          <Link href={paths.home}>{t.home}</Link>
        </div>
      </Stack>
    );
  }
  return <Outlet />;
}
