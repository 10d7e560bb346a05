import createError from '@fastify/error';

/**
 * Every error the API answers with, in one place. The code is a stable UPPER_SNAKE string that
 * clients may map to their own texts; the message is the English default, and `%s` is filled in
 * by the caller. The error response body is always `{ code, message }`,
 * plus `field` when the error names a part of the request body (`aboutField`).
 */
export const ApiErrors = {
  // 400
  VALIDATION_FAILED: createError('VALIDATION_FAILED', '%s', 400),
  INVALID_DATES: createError('INVALID_DATES', '%s', 400),
  INVALID_OTP: createError('INVALID_OTP', 'Invalid or expired OTP.', 400),
  CURRENT_PASSWORD_INCORRECT: createError('CURRENT_PASSWORD_INCORRECT', 'Your current password is not correct.', 400),
  /** A calendar import's address that is not an http(s) URL, is too long or carries credentials. */
  FEED_URL_INVALID: createError('FEED_URL_INVALID', '%s', 400),
  // 401
  UNAUTHENTICATED: createError('UNAUTHENTICATED', 'Please log in to continue.', 401),
  INVALID_CREDENTIALS: createError('INVALID_CREDENTIALS', 'Invalid email or password.', 401),
  // 403
  FORBIDDEN: createError('FORBIDDEN', 'You are not allowed to do this.', 403),
  EMAIL_NOT_VERIFIED: createError('EMAIL_NOT_VERIFIED', 'Please verify your email with OTP before logging in.', 403),
  // 404
  NOT_FOUND: createError('NOT_FOUND', '%s', 404),
  ROOM_NOT_FOUND: createError('ROOM_NOT_FOUND', 'Room not found.', 404),
  BOOKING_NOT_FOUND: createError('BOOKING_NOT_FOUND', '%s', 404),
  USER_NOT_FOUND: createError('USER_NOT_FOUND', 'User not found.', 404),
  MAIL_NOT_FOUND: createError('MAIL_NOT_FOUND', 'Mail not found.', 404),
  /** No room with this id, or not this room's feed token. */
  CALENDAR_NOT_FOUND: createError('CALENDAR_NOT_FOUND', 'Calendar not found.', 404),
  /** No calendar import with this id for this room. */
  CALENDAR_IMPORT_NOT_FOUND: createError('CALENDAR_IMPORT_NOT_FOUND', 'Calendar import not found.', 404),
  /** No photo with this id in this room's gallery. */
  PHOTO_NOT_FOUND: createError('PHOTO_NOT_FOUND', "Photo not found in this room's gallery.", 404),
  // 409
  ROOM_UNAVAILABLE: createError('ROOM_UNAVAILABLE', 'Sorry, this room is not available for the selected dates.', 409),
  ROOM_HAS_BOOKINGS: createError('ROOM_HAS_BOOKINGS', '%s', 409),
  BOOKING_ALREADY_CANCELLED: createError('BOOKING_ALREADY_CANCELLED', 'This booking is already cancelled.', 409),
  BOOKING_ALREADY_ENDED: createError('BOOKING_ALREADY_ENDED', 'This stay has already ended and can no longer be cancelled.', 409),
  BOOKING_UNDER_WAY: createError('BOOKING_UNDER_WAY', 'This stay has already begun. Please contact the hotel to change it.', 409),
  MAIL_NOT_FAILED: createError('MAIL_NOT_FAILED', 'Only a failed mail can be sent again; this one is still queued.', 409),
  /** A closure of a room's rates covers nights of confirmed bookings (the message lists their codes; `field` the closure). */
  CLOSURE_OVER_BOOKINGS: createError('CLOSURE_OVER_BOOKINGS', '%s', 409),
  /** The stay's total is not the `expectedTotalPrice` the guest was shown (the rates changed meanwhile); nothing booked. */
  PRICE_CHANGED: createError('PRICE_CHANGED', '%s', 409),
  /** A reorder or removal of photos named a gallery version that is no longer current: another change came first. */
  GALLERY_CHANGED: createError('GALLERY_CHANGED', 'The gallery was changed meanwhile. Load the room again and retry.', 409),
  GALLERY_FULL: createError('GALLERY_FULL', 'A room has at most 12 photos: remove one before adding another.', 409),
  LAST_ADMIN: createError('LAST_ADMIN', 'The last administrator account cannot be deleted.', 409),
  /** The room already has the most calendar imports it may have. */
  TOO_MANY_CALENDAR_IMPORTS: createError('TOO_MANY_CALENDAR_IMPORTS', '%s', 409),
  // 413, 415, 422, 429
  PAYLOAD_TOO_LARGE: createError('PAYLOAD_TOO_LARGE', '%s', 413),
  UNSUPPORTED_MEDIA_TYPE: createError('UNSUPPORTED_MEDIA_TYPE', '%s', 415),
  UNPROCESSABLE: createError('UNPROCESSABLE', '%s', 422),
  /** More adults or children than the room sleeps (its `maxAdults` / `maxChildren`). */
  OVER_CAPACITY: createError('OVER_CAPACITY', '%s', 422),
  /** The stay takes a night the room is closed. */
  NIGHT_CLOSED: createError('NIGHT_CLOSED', '%s', 422),
  /** The stay is shorter than the minimum stay of the season it starts in. */
  MIN_STAY_NOT_MET: createError('MIN_STAY_NOT_MET', '%s', 422),
  /** A hotel profile whose currency is no ISO 4217 code this server knows. */
  UNKNOWN_CURRENCY: createError('UNKNOWN_CURRENCY', 'Unknown currency "%s": expected an ISO 4217 code such as EUR or USD.', 422),
  /** A hotel profile whose time zone is no IANA zone this server knows. */
  UNKNOWN_TIME_ZONE: createError('UNKNOWN_TIME_ZONE', 'Unknown time zone "%s": expected an IANA zone such as Europe/Berlin.', 422),
  /** A rates body with a bad price, weekday, date, empty range or minimum stay (`field` names it). */
  RATES_INVALID: createError('RATES_INVALID', '%s', 422),
  /** Two seasons of a room share a night (the message names both and the nights; `field` the later season). */
  SEASONS_OVERLAP: createError('SEASONS_OVERLAP', '%s', 422),
  OTP_ATTEMPTS_EXCEEDED: createError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Please request a new OTP.', 429),
  RATE_LIMITED: createError('RATE_LIMITED', 'Too many requests. Please try again in %s.', 429),
  // 503: the answer carries `Retry-After`
  SERVICE_BUSY: createError('SERVICE_BUSY', 'The hotel is busy with other requests for this right now. Please try again in a moment.', 503),
  DATABASE_UNAVAILABLE: createError('DATABASE_UNAVAILABLE', 'The booking system cannot reach its database right now. Please try again shortly.', 503),
  // readiness only (GET /api/ready): requests are still served, with per-process rate limits
  REDIS_UNAVAILABLE: createError('REDIS_UNAVAILABLE', 'This instance cannot reach Redis, where rate limits are counted; it counts them by itself meanwhile.', 503),
  // 500
  INTERNAL: createError('INTERNAL', 'Something went wrong on our side. Please try again later.', 500),
} as const;

export type ApiErrorCode = keyof typeof ApiErrors;

/**
 * Names the part of the request body an error is about, as a path (`seasons/1/endDate`, `closures/0`): the answer
 * then carries it as `field`, so a form can show the error on that input.
 */
export function aboutField<E extends Error>(error: E, field: string): E & { field: string } {
  return Object.assign(error, { field });
}
export const apiErrorCodes = Object.keys(ApiErrors) as ApiErrorCode[];
