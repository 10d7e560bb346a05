import { configureApiClient } from '@hotel/api-client';
import { expireSession, readSession } from './session';

/**
 * Connects the generated client to the session: the operations that accept the bearer token send the stored one, and
 * a 401 to one of them ends the session (the router then asks the user to log in again).
 */
export function connectApiClient({ baseUrl, timeoutMs }: { baseUrl: string; timeoutMs?: number }): void {
  configureApiClient({ baseUrl, getToken: () => readSession()?.token, onUnauthorized: expireSession, ...(timeoutMs ? { timeoutMs } : {}) });
}
