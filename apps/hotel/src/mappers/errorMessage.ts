import { ApiError } from '@hotel/api-client';

/** Codes the client makes up when no error body came back from the server. */
const clientSideCodes = new Set(['NETWORK_ERROR', 'UNEXPECTED_RESPONSE']);

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
