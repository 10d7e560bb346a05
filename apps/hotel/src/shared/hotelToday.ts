import { useMemo } from 'react';
import { getHealth } from '@hotel/api-client';
import { toIsoDate, type IsoDate } from '@hotel/ui';
import { usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';

/**
 * The hotel's calendar date (`HOTEL_TZ`) from the server: the earliest check-in it accepts, so the forms apply the
 * server's "today" rather than the browser's. Started by a route loader alongside its other reads.
 */
export function loadHotelToday(signal: AbortSignal): Promise<IsoDate> {
  return deferred(getHealth({ signal }).then((health) => health.today));
}

/** The server's date once it answered; until then (or if it cannot), the browser's, which the server re-checks. */
export function useHotelToday(today: Promise<IsoDate>): IsoDate {
  const state = usePromise(today);
  const browserToday = useMemo(() => toIsoDate(new Date()), []);
  return state.status === 'fulfilled' ? state.value : browserToday;
}
