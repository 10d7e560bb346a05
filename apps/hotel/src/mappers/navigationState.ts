import type { BookingOutcome } from '@hotel/ui';
import { paths } from '../app/paths';

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

/** Home: the logout notice, or another message passed to the home page. */
export type HomeState = { notice: 'loggedOut' } | { message: string };

export const loggedOutState: HomeState = { notice: 'loggedOut' };

export function readHomeState(state: unknown): { showLoggedOutNotice: boolean; notice?: string } {
  if (isRecord(state) && state.notice === 'loggedOut') return { showLoggedOutNotice: true };
  const message = stringField(state, 'message');
  return message ? { showLoggedOutNotice: false, notice: message } : { showLoggedOutNotice: false };
}

/** Login: where to return afterwards (the page a guard sent the user away from). */
export type LoginState = { path: string };

/**
 * The remembered path, if it is a path inside this app. Anything else (absolute URLs, `//host`, the login
 * page itself) falls back to home, so the state cannot send the user off-site.
 */
export function readReturnPath(state: unknown): string {
  const path = stringField(state, 'path');
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return paths.home;
  if (path === paths.login || path.startsWith(`${paths.login}?`)) return paths.home;
  return path;
}

/** Booking success: the server's message and code, or the error text. */
export type BookingSuccessState = { message: string; confirmationCode?: string } | { error: string };

export function readBookingOutcome(state: unknown): BookingOutcome | null {
  const error = stringField(state, 'error');
  if (error !== undefined) return { kind: 'error', message: error };
  const message = stringField(state, 'message');
  if (message === undefined) return null;
  const confirmationCode = stringField(state, 'confirmationCode');
  return confirmationCode ? { kind: 'success', message, confirmationCode } : { kind: 'success', message };
}

/** Verify OTP: the email the code went to, and the registration's success text. */
export type VerifyOtpState = { email: string; message?: string };

export function readVerifyOtpState(state: unknown): { email?: string; message?: string } {
  const email = stringField(state, 'email');
  const message = stringField(state, 'message');
  return { ...(email ? { email } : {}), ...(message ? { message } : {}) };
}
