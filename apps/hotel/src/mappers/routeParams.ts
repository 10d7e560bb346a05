import { ApiError } from '@hotel/api-client';

/** What an address whose room id is no id at all loads: the server's own answer for a room it does not know. */
export const unknownRoom = () => Promise.reject(new ApiError('ROOM_NOT_FOUND', 'Room not found.', 404));

/** A room id from the URL: a positive whole number, or null for anything else ('abc', '1.5', '-2', ''). */
export function parseRoomId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
