import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerOperationIds } from '../orval.config';
import {
  ApiError,
  configureApiClient,
  getAllBookings,
  getAllRooms,
  getAvailableRooms,
  getBookingByConfirmationCode,
  getHealth,
  getRoomBookedNights,
  getRoomById,
  login,
} from '../src/index';
import {
  getGetAllRoomsMockHandler,
  getGetAvailableRoomsMockHandler,
  getGetBookingByConfirmationCodeMockHandler,
  getGetHealthMockHandler,
  getGetRoomBookedNightsMockHandler,
  getGetRoomByIdMockHandler,
} from '../src/mocks';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the API client', () => {
  it('calls the configured base URL; an operation that accepts the bearer token sends the one from the app', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.get('http://hotel.test/base/bookings/all-bookings', ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json([]);
      }),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/base', getToken: () => 'token-123' });
    await expect(getAllBookings()).resolves.toEqual([]);
    expect(seen).toEqual({ url: 'http://hotel.test/base/bookings/all-bookings', authorization: 'Bearer token-123' });
  });

  it('never sends the token on public calls, even while the user is logged in', async () => {
    const authorizations: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      authorizations.push(request.headers.get('authorization'));
    };
    server.use(
      http.get('*/rooms/all-rooms', record),
      http.get('*/rooms/room/:id', record),
      http.get('*/rooms/available-rooms', record),
      http.get('*/rooms/room/:id/booked-nights', record),
      http.get('*/bookings/confirmation/:code', record),
      getGetAllRoomsMockHandler([]),
      getGetRoomByIdMockHandler(),
      getGetAvailableRoomsMockHandler([]),
      getGetRoomBookedNightsMockHandler(),
      getGetBookingByConfirmationCodeMockHandler(),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api', getToken: () => 'token-123' });
    await getAllRooms();
    await getRoomById(7);
    await getAvailableRooms({ checkInDate: '2099-01-02', checkOutDate: '2099-01-03' });
    await getRoomBookedNights(7, { from: '2099-01-01', to: '2099-02-01' });
    await getBookingByConfirmationCode('ABCD2345EFGH6789');
    expect(authorizations).toEqual([null, null, null, null, null]);
  });

  it('picks the token-carrying operations from the OpenAPI security requirements', () => {
    const ids = bearerOperationIds();
    expect(ids).toEqual(expect.arrayContaining(['getAllBookings', 'bookRoom', 'cancelBooking', 'getUser', 'deleteRoom']));
    expect(ids).not.toEqual(expect.arrayContaining(['getAllRooms']));
    for (const publicId of ['getAllRooms', 'getRoomById', 'getAvailableRooms', 'getBookingByConfirmationCode', 'login']) {
      expect(ids).not.toContain(publicId);
    }
  });

  it('sends no Authorization header without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('*/bookings/all-bookings', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api', getToken: () => null });
    await getAllBookings();
    expect(authorization).toBeNull();
  });

  it('reports a 401 to a call that sent the token as the end of the session, not a 401 of a public call', async () => {
    const onUnauthorized = vi.fn();
    const expired = { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } as const;
    server.use(
      http.get('*/bookings/all-bookings', () => HttpResponse.json(expired, { status: 401 })),
      http.post('*/auth/login', () => HttpResponse.json({ code: 'INVALID_CREDENTIALS', message: 'No.' }, { status: 401 })),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api', getToken: () => 'token-123', onUnauthorized });
    await expect(login({ email: 'ada@example.com', password: 'wrong-one' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(getAllBookings()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a call that got no answer in time as TIMEOUT', async () => {
    server.use(http.get('*/health', () => delay('infinite')));
    configureApiClient({ baseUrl: 'http://hotel.test/api', timeoutMs: 20 });
    await expect(getHealth()).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
  });

  it('turns the server error body into a typed ApiError', async () => {
    server.use(
      http.get('*/health', () => HttpResponse.json({ code: 'ROOM_UNAVAILABLE', message: 'Taken.' }, { status: 409 })),
    );
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    const error = await getHealth().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ROOM_UNAVAILABLE', message: 'Taken.', status: 409, field: undefined });
  });

  it('keeps the field a server error names, and only a text one', async () => {
    const answer = (field: unknown) =>
      server.use(http.get('*/health', () => HttpResponse.json({ code: 'SEASONS_OVERLAP', message: 'Overlap.', field }, { status: 422 })));
    configureApiClient({ baseUrl: 'http://hotel.test/api' });
    answer('seasons/1');
    await expect(getHealth()).rejects.toMatchObject({ code: 'SEASONS_OVERLAP', status: 422, field: 'seasons/1' });
    answer(7);
    await expect(getHealth()).rejects.toMatchObject({ code: 'SEASONS_OVERLAP', status: 422, field: undefined });
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
