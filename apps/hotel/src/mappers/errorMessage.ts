import { useCallback } from 'react';
import { ApiError } from '@hotel/api-client';
import { sectionStatusMessages, useMessages } from '@hotel/ui';

/**
 * The app's one error contract. A failed call shows one text, chosen here:
 * - no answer from the hotel (offline, the server down, a gateway's 502/503/504) or none in time: the kit's texts in
 *   the guest's words (`SectionStatus` messages `unreachable` / `timedOut`), and screens that load offer Retry;
 * - a code a guest can meet (a stay rule, a wrong login, a reset code): the kit's text for it in the reader's
 *   language (`serverErrorText.ts`, loaded with the screens that need it);
 * - anything else: the spec's text for that place (§8), built by the caller with the helpers below (the server's
 *   `message` where the spec shows it, else a prefix and the error's detail). Server codes are never shown.
 */

/** Codes the client makes up when no error body came back from the server. */
const clientSideCodes = new Set(['NETWORK_ERROR', 'TIMEOUT', 'UNEXPECTED_RESPONSE']);

/** Statuses a proxy in front of the server answers when the server itself is down. */
const gatewayStatuses = new Set([502, 503, 504]);

type ConnectionFailure = 'unreachable' | 'timedOut';

function connectionFailure(error: unknown): ConnectionFailure | null {
  if (!(error instanceof ApiError) || isAbortError(error)) return null;
  if (error.code === 'TIMEOUT') return 'timedOut';
  if (error.code === 'NETWORK_ERROR') return 'unreachable';
  return error.code === 'UNEXPECTED_RESPONSE' && gatewayStatuses.has(error.status) ? 'unreachable' : null;
}

/** True when no answer came from the hotel: trying again may help, and the screen offers Retry. */
export function isConnectionFailure(error: unknown): boolean {
  return connectionFailure(error) !== null;
}

/**
 * The text to show for a failed call (a section's `error` prop): the guest's-words text when the hotel could not be
 * reached, else `specText`, the spec's text for that place.
 */
export function useFailureText(): (error: unknown, specText: string) => string {
  const t = useMessages('SectionStatus', sectionStatusMessages);
  return useCallback((error, specText) => {
    const failure = connectionFailure(error);
    return failure ? t[failure] : specText;
  }, [t]);
}

/** The server's own `message` for a failed call (its response body text), or null when it sent none. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && !clientSideCodes.has(error.code) && error.message ? error.message : null;
}

/** The error's own text: what the original client appended as `{detail}`. */
export function errorDetail(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/** The detail to show after a prefix: the server's message when there is one, else the error's text. */
export function bestDetail(error: unknown): string {
  return serverMessage(error) ?? errorDetail(error);
}

/** Spec §8: "the server's response body text when present; otherwise {fallback with the detail}". */
export function serverMessageOr(error: unknown, fallback: (detail: string) => string): string {
  return serverMessage(error) ?? fallback(errorDetail(error));
}

/** True for the error of an aborted request or wait (the user navigated away): nothing to show. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  return error instanceof ApiError && error.code === 'NETWORK_ERROR' && error.message === 'canceled';
}

/** The error's code from the server, if any (e.g. `EMAIL_NOT_VERIFIED`). */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError && !clientSideCodes.has(error.code) ? error.code : null;
}
