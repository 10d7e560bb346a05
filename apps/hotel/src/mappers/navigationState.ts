import { paths } from '../config/paths';

/**
 * What screens hand each other in router location state. Location state survives reloads and can be
 * anything (old entries, hand-made history), so every reader checks the shape instead of casting. The home page's
 * first JavaScript carries this module; what only screens loaded on demand read is in screenState.ts.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const stringField = (value: unknown, key: string): string | undefined => {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
};

/** Home: the logout notice, or another message passed to the home page. */
export type HomeState = { notice: 'loggedOut' } | { message: string };

export const loggedOutState: HomeState = { notice: 'loggedOut' };

export function readHomeState(state: unknown): { showLoggedOutNotice: boolean; notice?: string } {
  if (isRecord(state) && state.notice === 'loggedOut') return { showLoggedOutNotice: true };
  const message = stringField(state, 'message');
  return message ? { showLoggedOutNotice: false, notice: message } : { showLoggedOutNotice: false };
}

/**
 * The query parameter that says where to return after logging in (the page a guard sent the user away from). It
 * travels /login → /register → /verify-otp → /login, so a new guest who registers still comes back.
 */
export const returnToParam = 'returnTo';

/** `path` remembering the page to come back to (none: `path` as is). */
export function withReturnTo(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?${new URLSearchParams({ [returnToParam]: returnPath }).toString()}` : path;
}

/** /login, remembering the page to come back to. */
export function loginHref(returnPath: string): string {
  return withReturnTo(paths.login, returnPath);
}

/** /login's state when the server ended the session (a 401 to a call that sent the token). */
export const sessionExpiredState = { sessionExpired: true } as const;
