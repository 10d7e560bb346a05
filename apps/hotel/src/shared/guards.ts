import { data, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { loginHref } from '../mappers/navigationState';
import { isAdmin, readSession, type Session } from '../session/session';

/** A route loader that runs only for an allowed visitor, with that visitor's session. */
export type GuardedLoader<T> = (args: LoaderFunctionArgs, session: Session) => T;

/** The status a guard throws for a logged-in user without ROLE_ADMIN; the route error screen explains it. */
export const adminOnlyStatus = 403;

function sessionOrLogin(request: Request): Session {
  const session = readSession();
  if (session) return session;
  const { pathname, search } = new URL(request.url);
  // Replace: going back from /login must not land on the page that sent the visitor there.
  throw replace(loginHref(`${pathname}${search}`));
}

/**
 * Logged-in users only (spec §2): others go to /login, which brings them back afterwards. A display guard only:
 * the server checks every call itself. The router re-runs it when the session changes (see router.tsx).
 */
export function requireUser<T>(loader: GuardedLoader<T>) {
  return (args: LoaderFunctionArgs): T => loader(args, sessionOrLogin(args.request));
}

/** Admin screens: logged-out visitors go to /login and come back; other users see why the page is not available. */
export function requireAdmin<T>(loader: GuardedLoader<T>) {
  return (args: LoaderFunctionArgs): T => {
    const session = sessionOrLogin(args.request);
    if (!isAdmin(session)) throw data(null, { status: adminOnlyStatus, statusText: 'Forbidden' });
    return loader(args, session);
  };
}
