// The admin screens' address parameters, in one module: the lazy screens that share them load one small chunk (each
// chunk costs the home page's first JavaScript its file name in the preload list).
import { isCalendarDate, type IsoDate, type IsoDateRange } from '@hotel/ui';
import { paths } from '../config/paths';

/** The largest page a list's address may ask for (the API counts pages up to 100,000 from 0). */
const LAST_PAGE = 100_001;

/** A list's page from the address (`?page=2`), counted from 1 as the kit's Paginator counts; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= LAST_PAGE ? page : 1;
}

/** The API's page number (counted from 0) of the kit's (counted from 1). */
export function toApiPage(kitPage: number): number {
  return kitPage - 1;
}

/** A period's parameters (`?from=…&to=…`): Occupancy's nights [from, to), Existing Bookings' date filter. */
export const periodParams = { from: 'from', to: 'to' } as const;

/** Existing Bookings' date filter in the address (`?from=…&to=…`): a stay opens there, its dates filtering the list. */
export function bookingsOfStayHref({ checkInDate, checkOutDate }: { checkInDate: IsoDate; checkOutDate: IsoDate }): string {
  return `${paths.existingBookings}?${new URLSearchParams({ [periodParams.from]: checkInDate, [periodParams.to]: checkOutDate })}`;
}

/** The date filter the address of Existing Bookings names, or none. */
export function bookingsRangeOf(search: URLSearchParams): IsoDateRange | null {
  const start = search.get(periodParams.from) ?? '';
  const end = search.get(periodParams.to) ?? '';
  return isCalendarDate(start) && isCalendarDate(end) && start <= end ? { start, end } : null;
}
