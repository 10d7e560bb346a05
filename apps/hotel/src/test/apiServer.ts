import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import type { ErrorResponse } from '@hotel/api-client';

/** The API as the app's tests see it: each test adds the client's generated handlers it needs. */
export const apiServer = setupServer();

/** A failing answer in the server's error shape, for `path` (MSW pattern, e.g. '*\/rooms/all-rooms'). */
export function apiError(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  { status, code, message, field }: { status: number; code: ErrorResponse['code']; message: string; field?: string },
) {
  return http[method](path, () => HttpResponse.json({ code, message, ...(field === undefined ? {} : { field }) }, { status }));
}

/** Moves fake time on (the generated handlers' `delay(0)` included) and lets React render what follows. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** The server's 500, worded as apps/api words it (errors/catalog.ts). */
export const internalError = { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' } as const;

/**
 * The hotel unreachable for the next call to `path` (the connection fails); later calls reach the other handlers.
 * Pass it to `apiServer.use` before them: the first matching handler answers.
 */
export function unreachableOnce(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  return http[method](path, () => HttpResponse.error(), { once: true });
}

/**
 * Waits for a state that follows from the last step without a timer of the app's (a reload's answer, a render after
 * a navigation). Polls on real time, so it also works under fake timers; the generous limit is for busy machines.
 */
export function eventually<T>(check: () => T, { timeout = 10_000 }: { timeout?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout });
}
