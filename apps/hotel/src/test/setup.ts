import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { configureApiClient } from '@hotel/api-client';
import { readSession } from '../session/session';
import { apiServer } from './apiServer';

// findBy… waits for a state; on a busy machine the first render of the kit can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Every call must have a handler: a call the test did not expect fails it instead of reaching the network.
const unexpectedCalls: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request) => {
      unexpectedCalls.push(`${request.method} ${request.url}`);
    },
  }),
);
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  const calls = unexpectedCalls.splice(0);
  expect(calls, 'calls without a handler').toEqual([]);
});
afterAll(() => apiServer.close());

configureApiClient({ baseUrl: 'http://hotel.test/api', getToken: () => readSession()?.token });
