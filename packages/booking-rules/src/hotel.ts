/** Bounds of the hotel's profile, checked by the server's schema and by the admin's form before it sends. */
export const HOTEL_PROFILE_LIMITS = {
  /** The name goes into mail subjects, the sender and page titles. */
  name: 100,
  address: 300,
  phone: 40,
  contactEmail: 254,
  cancellationPolicy: 1000,
} as const;

/** A check-in or check-out time as the profile stores it: 24-hour `HH:MM`. */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** Whether `time` is a 24-hour `HH:MM` time of day. */
export function isTimeOfDay(time: string): boolean {
  return new RegExp(TIME_OF_DAY_PATTERN).test(time);
}

/** The shape of an ISO 4217 code (three capitals); whether it names a currency is the server's to say. */
export function isCurrencyCodeShape(code: string): boolean {
  return /^[A-Z]{3}$/.test(code);
}
