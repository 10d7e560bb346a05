import { useEffect, useState } from 'react';
import { getAvailableRooms } from '@hotel/api-client';
import type { RoomView } from '@hotel/ui';
import { useLatestRequest, type Settled } from '../async/useLatestRequest';
import { atLeast } from '../async/wait';
import { stayQuery, type StayCriteria } from '../mappers/stayParams';
import { toAvailableRoomView } from '../mappers/views';

export type RoomSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; rooms: RoomView[] }
  | { status: 'failed'; error: unknown };

/** The stay searched (dates, room type and guests) and which attempt at it, as one key. */
const searchKey = (stay: StayCriteria, attempt: number) => `${stayQuery(stay)}#${attempt}`;

/**
 * The rooms free for a stay and its guests, each with the stay's total (GET /rooms/available-rooms), searched whenever the stay changes or `searchAgain` is
 * called; null searches nothing. The latest search wins: a new stay aborts the search before it, and an answer
 * shows only for the stay it was asked for. Home searches the stay in its address (showing its indicator at least
 * `minimumMs`); a room's page asks whether the room is free for the stay in its form.
 */
export function useRoomSearch(stay: StayCriteria | null, { minimumMs = 0 } = {}): { state: RoomSearchState; searchAgain: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; outcome: Settled<RoomView[]> } | null>(null);
  const { run, cancel } = useLatestRequest();
  const key = stay ? searchKey(stay, attempt) : null;

  useEffect(() => {
    if (!stay || key === null) return;
    const { checkInDate, checkOutDate, roomType, numOfAdults, numOfChildren } = stay;
    // axios leaves out the parameters that are undefined.
    const request = { checkInDate, checkOutDate, roomType: roomType || undefined, numOfAdults, numOfChildren };
    const search = (signal: AbortSignal) => {
      const found = getAvailableRooms(request, { signal });
      return (minimumMs > 0 ? atLeast(minimumMs, found, signal) : found).then((rooms) => rooms.map((room) => toAvailableRoomView(room, stay)));
    };
    void run(search).then((outcome) => outcome && setResult({ key, outcome }));
    return cancel;
    // `key` stands for the stay's searched fields and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const searchAgain = () => setAttempt((count) => count + 1);
  if (key === null) return { state: { status: 'idle' }, searchAgain };
  if (result?.key !== key) return { state: { status: 'searching' }, searchAgain };
  const { outcome } = result;
  return { state: outcome.status === 'fulfilled' ? { status: 'found', rooms: outcome.value } : { status: 'failed', error: outcome.error }, searchAgain };
}
