/** Guests of one booking; a count is null while a form field is empty. */
export type Guests = { numOfAdults: number | null; numOfChildren: number | null };

/** How many guests a room sleeps, set by the admin per room. */
export type RoomCapacity = { maxAdults: number; maxChildren: number };

export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;
/** Limits of one booking, whatever the room. */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;
export const MAX_GUESTS = 20;

export type GuestProblem =
  | 'ADULTS_TOO_FEW'
  | 'CHILDREN_TOO_FEW'
  | 'ADULTS_TOO_MANY'
  | 'CHILDREN_TOO_MANY'
  | 'GUESTS_TOO_MANY';

const isCountFrom = (value: number | null, min: number): value is number => value !== null && Number.isInteger(value) && value >= min;

/**
 * Every rule the guest counts break, whatever the room: at least one adult, no negative or fractional counts
 * (the "too few" codes), at most MAX_ADULTS adults and MAX_CHILDREN children, at most MAX_GUESTS together
 * (checked only when both counts are themselves valid). Empty when valid.
 */
export function guestProblems({ numOfAdults, numOfChildren }: Guests): GuestProblem[] {
  const problems: GuestProblem[] = [];
  const adultsCount = isCountFrom(numOfAdults, MIN_ADULTS);
  const childrenCount = isCountFrom(numOfChildren, MIN_CHILDREN);
  if (!adultsCount) problems.push('ADULTS_TOO_FEW');
  if (!childrenCount) problems.push('CHILDREN_TOO_FEW');
  const adultsFit = adultsCount && numOfAdults <= MAX_ADULTS;
  const childrenFit = childrenCount && numOfChildren <= MAX_CHILDREN;
  if (adultsCount && !adultsFit) problems.push('ADULTS_TOO_MANY');
  if (childrenCount && !childrenFit) problems.push('CHILDREN_TOO_MANY');
  if (adultsFit && childrenFit && numOfAdults + numOfChildren > MAX_GUESTS) problems.push('GUESTS_TOO_MANY');
  return problems;
}

/** Whether the guests fit the room: adults and children each within the room's capacity. */
export function fitsCapacity(guests: { numOfAdults: number; numOfChildren: number }, capacity: RoomCapacity): boolean {
  return guests.numOfAdults <= capacity.maxAdults && guests.numOfChildren <= capacity.maxChildren;
}
