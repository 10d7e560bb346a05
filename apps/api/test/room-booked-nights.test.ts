import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@hotel/booking-rules';
import { mergeBookedNights } from '../src/modules/rooms/rooms.service.js';
import { authHeader, createRoom, createUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

const NOW = new Date('2027-03-01T12:00:00Z');

describe('mergeBookedNights', () => {
  it('clips stays to the window and merges those that touch or overlap', () => {
    const stays = [
      { checkInDate: '2027-02-25', checkOutDate: '2027-03-03' },
      { checkInDate: '2027-03-03', checkOutDate: '2027-03-05' },
      { checkInDate: '2027-03-04', checkOutDate: '2027-03-06' },
      { checkInDate: '2027-03-10', checkOutDate: '2027-03-12' },
      { checkInDate: '2027-03-30', checkOutDate: '2027-04-09' },
    ];
    expect(mergeBookedNights(stays, '2027-03-01', '2027-04-01')).toEqual([
      { start: '2027-03-01', end: '2027-03-06' },
      { start: '2027-03-10', end: '2027-03-12' },
      { start: '2027-03-30', end: '2027-04-01' },
    ]);
  });

  it('keeps a night gap between stays as a gap', () => {
    const stays = [
      { checkInDate: '2027-03-01', checkOutDate: '2027-03-02' },
      { checkInDate: '2027-03-03', checkOutDate: '2027-03-04' },
    ];
    expect(mergeBookedNights(stays, '2027-03-01', '2027-04-01')).toHaveLength(2);
  });
});

describe('addMonths', () => {
  it('clamps to the end of a shorter month and crosses years', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-03-15', 13)).toBe('2028-04-15');
  });
});

describe.each(testDialects)('GET /api/rooms/room/{id}/booked-nights (%s)', (dialect) => {
  let t: TestApp;
  let roomId: number;
  let otherRoomId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    roomId = (await createRoom(t.database)).id;
    otherRoomId = (await createRoom(t.database)).id;
    await insertBooking(t.database, { roomId, checkInDate: '2027-03-10', checkOutDate: '2027-03-12' });
    await insertBooking(t.database, { roomId, checkInDate: '2027-03-12', checkOutDate: '2027-03-14' });
    await insertBooking(t.database, { roomId, checkInDate: '2027-03-20', checkOutDate: '2027-03-21', status: 'CANCELLED' });
    await insertBooking(t.database, { roomId, checkInDate: '2027-03-28', checkOutDate: '2027-04-03' });
    await insertBooking(t.database, { roomId: otherRoomId, checkInDate: '2027-03-15', checkOutDate: '2027-03-18' });
  });
  afterAll(async () => t.close());

  function read(id: number, query: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url: `/api/rooms/room/${id}/booked-nights${query ? `?${query}` : ''}`, headers });
  }

  it("answers the room's confirmed nights in the window, merged and clipped, with nothing about guests or bookings", async () => {
    const response = await read(roomId, 'from=2027-03-01&to=2027-04-01');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roomId,
      from: '2027-03-01',
      to: '2027-04-01',
      bookedNights: [
        { start: '2027-03-10', end: '2027-03-14' },
        { start: '2027-03-28', end: '2027-04-01' },
      ],
    });
    expect(response.body).not.toMatch(/guest|email|code|"id"/i);
  });

  it('answers an empty list for a window with no confirmed stay (cancelled ones free their nights)', async () => {
    const response = await read(roomId, 'from=2027-03-15&to=2027-03-25');
    expect(response.statusCode).toBe(200);
    expect(response.json().bookedNights).toEqual([]);
  });

  it('a stay may start on the night another ends: the check-out night is not booked', async () => {
    const response = await read(roomId, 'from=2027-03-14&to=2027-03-20');
    expect(response.json().bookedNights).toEqual([]);
  });

  it('is revalidated by ETag: 304 for the current tag, and a new booking changes the tag', async () => {
    const first = await read(otherRoomId, 'from=2027-03-01&to=2027-04-01');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const unchanged = await read(otherRoomId, 'from=2027-03-01&to=2027-04-01', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const guest = await createUser(t.database);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${otherRoomId}/booking`,
      headers: await authHeader(t.app, guest),
      payload: { guestFullName: 'Grace Hopper', checkInDate: '2027-03-20', checkOutDate: '2027-03-22', numOfAdults: 1, numOfChildren: 0 },
    });
    expect(booked.statusCode).toBe(201);

    const changed = await read(otherRoomId, 'from=2027-03-01&to=2027-04-01', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().bookedNights).toEqual([
      { start: '2027-03-15', end: '2027-03-18' },
      { start: '2027-03-20', end: '2027-03-22' },
    ]);
  });

  it("defaults the window to a year's calendar from the hotel's today, so it can be asked for before that date is known", async () => {
    const response = await read(roomId, '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roomId,
      from: '2027-03-01',
      to: '2028-03-01',
      bookedNights: [
        { start: '2027-03-10', end: '2027-03-14' },
        { start: '2027-03-28', end: '2027-04-03' },
      ],
    });
  });

  it('fills in either end alone: `to` from the month of `from`, `from` from today', async () => {
    expect((await read(roomId, 'from=2027-01-31')).json()).toMatchObject({ from: '2027-01-31', to: '2028-01-01' });
    expect((await read(roomId, 'from=2027-12-01')).json()).toMatchObject({ from: '2027-12-01', to: '2028-12-01' });
    expect((await read(roomId, 'to=2027-03-12')).json()).toMatchObject({
      from: '2027-03-01',
      to: '2027-03-12',
      bookedNights: [{ start: '2027-03-10', end: '2027-03-12' }],
    });
  });

  it('moves the default window with the hotel\'s date, and its ETag with it', async () => {
    const before = await read(roomId, '');
    t.clock.set(new Date('2027-03-12T12:00:00Z'));
    try {
      const after = await read(roomId, '', { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({
        from: '2027-03-12',
        to: '2028-03-01',
        bookedNights: [
          { start: '2027-03-12', end: '2027-03-14' },
          { start: '2027-03-28', end: '2027-04-03' },
        ],
      });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('accepts a window of exactly 13 months and refuses a longer one', async () => {
    expect((await read(roomId, 'from=2027-03-01&to=2028-04-01')).statusCode).toBe(200);
    const tooLong = await read(roomId, 'from=2027-03-01&to=2028-04-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 'INVALID_DATES', message: 'The window can be at most 13 months.' });
  });

  it.each([
    ['an end before the start', 'from=2027-03-10&to=2027-03-01', 'INVALID_DATES'],
    ['an empty window', 'from=2027-03-10&to=2027-03-10', 'INVALID_DATES'],
    ['a date that does not exist', 'from=2027-02-30&to=2027-03-10', 'VALIDATION_FAILED'],
    ['an end before the default start (today)', 'to=2027-02-01', 'INVALID_DATES'],
    ['a date of the wrong shape', 'from=1.3.2027&to=2027-03-10', 'VALIDATION_FAILED'],
  ])('answers 400 for %s', async (_case, query, code) => {
    const response = await read(roomId, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('answers 404 for a missing room', async () => {
    const response = await read(999_999, 'from=2027-03-01&to=2027-04-01');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ROOM_NOT_FOUND', message: 'Room not found.' });
  });
});
