// From the kit, which carries the booking rules: the home page's first JavaScript then holds one copy of them.
import { guestProblems, MIN_ADULTS, MIN_CHILDREN, parseIsoDate, type IsoDate } from '@hotel/ui';

/**
 * A stay in the address bar: the home search keeps its criteria there (`/?checkIn=…&checkOut=…&roomType=…`), so
 * back/forward and a shared link restore the results, and "Book Now" carries them into the room's form
 * (`/book-room/7?checkIn=…&checkOut=…&adults=2&children=1`). Addresses are typed by anyone: every reader checks.
 */
export type StayCriteria = {
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  roomType?: string;
  numOfAdults?: number;
  numOfChildren?: number;
};

const names = { checkInDate: 'checkIn', checkOutDate: 'checkOut', roomType: 'roomType', numOfAdults: 'adults', numOfChildren: 'children' } as const;

const dateParam = (params: URLSearchParams, name: string): IsoDate | undefined => {
  const value = params.get(name) ?? '';
  return parseIsoDate(value) ? value : undefined;
};

const countParam = (params: URLSearchParams, name: string): number | undefined => {
  const value = params.get(name);
  return value !== null && /^\d{1,3}$/.test(value) ? Number(value) : undefined;
};

/** The stay in the address, or null unless both dates are real calendar dates; guests only when one booking takes them. */
export function readStayParams(params: URLSearchParams): StayCriteria | null {
  const checkInDate = dateParam(params, names.checkInDate);
  const checkOutDate = dateParam(params, names.checkOutDate);
  if (!checkInDate || !checkOutDate) return null;
  const roomType = params.get(names.roomType)?.trim();
  const adults = countParam(params, names.numOfAdults);
  const children = countParam(params, names.numOfChildren);
  const guestsFit = guestProblems({ numOfAdults: adults ?? MIN_ADULTS, numOfChildren: children ?? MIN_CHILDREN }).length === 0;
  const [numOfAdults, numOfChildren] = guestsFit ? [adults, children] : [];
  return {
    checkInDate,
    checkOutDate,
    ...(roomType ? { roomType } : {}),
    ...(numOfAdults !== undefined ? { numOfAdults } : {}),
    ...(numOfChildren !== undefined ? { numOfChildren } : {}),
  };
}

/** The query string (`?checkIn=…`) for a stay; only the parts given. */
export function stayQuery(stay: StayCriteria): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(names) as (keyof StayCriteria)[]) {
    const value = stay[key];
    if (value !== undefined && value !== '') params.set(names[key], String(value));
  }
  return `?${params.toString()}`;
}
