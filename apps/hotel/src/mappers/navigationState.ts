import type { BookingOutcome, LoginReason } from '@hotel/ui';
import { paths } from '../config/paths';

/**
 * What screens hand each other in router location state. Location state survives reloads and can be
 * anything (old entries, hand-made history), so every reader checks the shape instead of casting.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const stringField = (value: unknown, key: string): string | undefined => {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
};
const amountField = (value: unknown, key: string): number | undefined => {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'number' && Number.isFinite(field) && field >= 0 ? field : undefined;
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
const returnToParam = 'returnTo';

/** `path` remembering the page to come back to (none: `path` as is). */
export function withReturnTo(path: string, returnPath: string | null): string {
  return returnPath ? `${path}?${new URLSearchParams({ [returnToParam]: returnPath }).toString()}` : path;
}

/** /login, remembering the page to come back to. */
export function loginHref(returnPath: string): string {
  return withReturnTo(paths.login, returnPath);
}

/**
 * The remembered path in a query (`?returnTo=…`) if it is a path inside this app, else null. Anything else
 * (absolute URLs, `//host`, the login page itself) counts as none, so the address cannot send the user off-site.
 */
export function findReturnPath(search: string): string | null {
  const path = new URLSearchParams(search).get(returnToParam);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  if (path === paths.login || path.startsWith(`${paths.login}?`)) return null;
  return path;
}

/** Where to go after logging in: the remembered path, or home. */
export function readReturnPath(search: string): string {
  return findReturnPath(search) ?? paths.home;
}

/** /login's state when the server ended the session (a 401 to a call that sent the token). */
export const sessionExpiredState = { sessionExpired: true } as const;

/**
 * Why /login was needed: the server ended the session (from the location state), or, from the remembered path, a
 * room's booking page, another page, or none (the visitor chose to log in).
 */
export function loginReason(returnPath: string | null, state?: unknown): LoginReason | undefined {
  if (isRecord(state) && state.sessionExpired === true) return 'sessionExpired';
  if (!returnPath) return undefined;
  return returnPath.startsWith(paths.bookRoom('')) ? 'bookRoom' : 'page';
}

/** Booking success: the server's message, code and stay total, or the error text. */
export type BookingSuccessState = { message: string; confirmationCode?: string; totalPrice?: number } | { error: string };

export function readBookingOutcome(state: unknown): BookingOutcome | null {
  const error = stringField(state, 'error');
  if (error !== undefined) return { kind: 'error', message: error };
  const message = stringField(state, 'message');
  if (message === undefined) return null;
  const confirmationCode = stringField(state, 'confirmationCode');
  const totalPrice = amountField(state, 'totalPrice');
  return {
    kind: 'success',
    message,
    ...(confirmationCode ? { confirmationCode } : {}),
    ...(totalPrice !== undefined ? { totalPrice } : {}),
  };
}

/** Verify OTP: the email the code went to, and the registration's success text. */
export type VerifyOtpState = { email: string; message?: string };

export function readVerifyOtpState(state: unknown): { email?: string; message?: string } {
  const email = stringField(state, 'email');
  const message = stringField(state, 'message');
  return { ...(email ? { email } : {}), ...(message ? { message } : {}) };
}
