import { parseIsoDate, type BookingOutcome, type LoginReason, type PricedNightView } from '@hotel/ui';
import { paths } from '../config/paths';
import { isRecord, returnToParam, stringField } from './navigationState';

/**
 * The location state and query that only screens loaded on demand read (login, booking success, verify OTP, reset
 * password): apart from navigationState.ts, so the home page's first JavaScript does not carry them.
 */

const amountField = (value: unknown, key: string): number | undefined => {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'number' && Number.isFinite(field) && field >= 0 ? field : undefined;
};

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

/**
 * Why /login was needed: the server ended the session (from the location state), or, from the remembered path, a
 * room's booking page, another page, or none (the visitor chose to log in).
 */
export function loginReason(returnPath: string | null, state?: unknown): LoginReason | undefined {
  if (isRecord(state) && state.sessionExpired === true) return 'sessionExpired';
  if (!returnPath) return undefined;
  return returnPath.startsWith(paths.bookRoom('')) ? 'bookRoom' : 'page';
}

/** Booking success: the server's message, code, stay total and nights with their prices, or the error text. */
export type BookingSuccessState =
  | { message: string; confirmationCode?: string; totalPrice?: number; nights?: readonly PricedNightView[] }
  | { error: string };

/** The nights of the location state, when each is a calendar date with a price (the state outlives a reload). */
function nightsField(state: unknown): PricedNightView[] | undefined {
  const nights = isRecord(state) && Array.isArray(state.nights) ? state.nights : undefined;
  const read = nights?.map((night: unknown) => ({ date: stringField(night, 'date') ?? '', price: amountField(night, 'price') ?? Number.NaN }));
  return read?.every((night) => parseIsoDate(night.date) !== null && !Number.isNaN(night.price)) ? read : undefined;
}

export function readBookingOutcome(state: unknown): BookingOutcome | null {
  const error = stringField(state, 'error');
  if (error !== undefined) return { kind: 'error', message: error };
  const message = stringField(state, 'message');
  if (message === undefined) return null;
  const confirmationCode = stringField(state, 'confirmationCode');
  const totalPrice = amountField(state, 'totalPrice');
  const nights = nightsField(state);
  return {
    kind: 'success',
    message,
    ...(confirmationCode ? { confirmationCode } : {}),
    ...(totalPrice !== undefined ? { totalPrice } : {}),
    ...(nights ? { nights } : {}),
  };
}

/** Verify OTP: the email the code went to, and whether a registration just sent it (its success text then shows). */
export type VerifyOtpState = { email: string; registered?: boolean };

/** Forgot password → reset password: the address the code went to. */
export type ResetPasswordState = { email: string };

export const readResetPasswordEmail = (state: unknown): string => stringField(state, 'email') ?? '';

export function readVerifyOtpState(state: unknown): { email?: string; registered?: true } {
  const email = stringField(state, 'email');
  const registered = isRecord(state) && state.registered === true;
  return { ...(email ? { email } : {}), ...(registered ? { registered } : {}) };
}
