import { configureApiClient } from '@hotel/api-client';
import { readSession } from '../session/session';

/** The API is served from the same origin under /api (VITE_API_BASE_URL overrides it). */
configureApiClient({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  getToken: () => readSession()?.token,
});
