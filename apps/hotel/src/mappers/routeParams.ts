/** The largest page a list's address may ask for (the API counts pages up to 100,000 from 0). */
const LAST_PAGE = 100_001;

/** A list's page from the address (`?page=2`), counted from 1 as the kit's Paginator counts; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= LAST_PAGE ? page : 1;
}

/** A room id from the URL: a positive whole number, or null for anything else ('abc', '1.5', '-2', ''). */
export function parseRoomId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
