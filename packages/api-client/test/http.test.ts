import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, configureApiClient, getHealth, getRoomBookedNights } from '../src/index';
import { getGetHealthMockHandler, getGetRoomBookedNightsMockHandler } from '../src/mocks';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the API client', () => {
  it('calls the configured base URL with the bearer token from the app', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.get('http://hotel.test/base/health', ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/base', getToken: () => 'token-123' });
    await expect(getHealth()).resolves.toEqual({ status: 'ok' });
    expect(seen).toEqual({ url: 'http://hotel.test/base/health', authorization: 'Bearer token-123' });
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/health', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api', getToken: () => null });
    await getHealth();
    expect(authorization).toBeNull();
  });

  it('turns the server error body into a typed ApiError', async () => {
    server.use(
      http.get('*/health', () => HttpResponse.json({ code: 'ROOM_UNAVAILABLE', message: 'Taken.' }, { status: 409 })),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    const error = await getHealth().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ROOM_UNAVAILABLE', message: 'Taken.', status: 409 });
  });

  it('reports a code outside the catalogue as UNEXPECTED_RESPONSE, so ApiError.code is always a known one', async () => {
    server.use(http.get('*/health', () => HttpResponse.json({ code: 'SOMETHING_NEW', message: 'New.' }, { status: 418 })));
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    await expect(getHealth()).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 418 });
  });

  it('reports a response without the error shape as UNEXPECTED_RESPONSE', async () => {
    server.use(http.get('*/health', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    await expect(getHealth()).rejects.toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 502 });
  });

  it('reports a failed connection as NETWORK_ERROR', async () => {
    server.use(http.get('*/health', () => HttpResponse.error()));
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    await expect(getHealth()).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('ships MSW handlers that answer with schema-shaped data', async () => {
    server.use(getGetHealthMockHandler());
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    await expect(getHealth()).resolves.toEqual({ status: 'ok', today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('reads booked nights with the window as query parameters; the MSW handler answers separate, ordered half-open ranges', async () => {
    let seen: string | undefined;
    server.use(
      http.get('*/rooms/room/:id/booked-nights', ({ request }) => {
        seen = request.url;
      }),
      getGetRoomBookedNightsMockHandler(),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    const answer = await getRoomBookedNights(7, { from: '2027-05-01', to: '2027-06-01' });
    expect(seen).toBe('http://hotel.test/api/rooms/room/7/booked-nights?from=2027-05-01&to=2027-06-01');
    const ends = answer.bookedNights.flatMap(({ start, end }) => [start, end]);
    expect(ends.length).toBeGreaterThan(0);
    for (const date of ends) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Each range has at least one night, and each starts after the previous one ended.
    for (let index = 1; index < ends.length; index += 1) expect(ends[index]! > ends[index - 1]!).toBe(true);
  });
});
