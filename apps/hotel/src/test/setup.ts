import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { connectApiClient } from '../session/apiClient';
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

// No call timeout: fake timers move time on by whole seconds, and no test waits for an answer that long.
connectApiClient({ baseUrl: 'http://hotel.test/api' });
