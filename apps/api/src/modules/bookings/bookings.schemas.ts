import { MAX_ADULTS, MAX_CHILDREN, MAX_GUESTS, MAX_STAY_NIGHTS, MIN_ADULTS, MIN_CHILDREN } from '@hotel/booking-rules';
import { Type, type Static } from 'typebox';
import { DateOnly, Email, Id, MAX_ID, refTo } from '../../schemas/common.js';
import { MAX_ROOM_TYPE_LENGTH } from '../rooms/rooms.schemas.js';
import { CONFIRMATION_CODE_ALPHABET, CONFIRMATION_CODE_LENGTH } from './confirmation-code.js';

/** Limits of one booking (the guest counts' come from @hotel/booking-rules). */
export const MAX_GUEST_NAME_LENGTH = 200;


/**
 * A confirmation code as a guest types it. Anything up to 64 characters is accepted here: a code of the
 * wrong shape simply finds no booking (the same 404 as an unknown code), rather than a validation error
 * the guest cannot act on. Valid codes are 16 Crockford base32 characters in any case, with the look-alikes
 * O, I and L read as 0, 1 and 1 (see `normaliseConfirmationCode`).
 */
export const ConfirmationCodeInput = Type.String({
  minLength: 1,
  maxLength: 64,
  description: `Booking confirmation code (${CONFIRMATION_CODE_LENGTH} characters, case-insensitive).`,
  examples: ['7K3M9QX2HD4R8TVW'],
});

/**
 * A guest count: a JSON integer, or the same number as plain decimal text (`"2"`, not `"02"` or `"2.0"`),
 * because the original client sends its form inputs' strings.
 */
function guestCount(minimum: number, maximum: number) {
  const values = Array.from({ length: maximum - minimum + 1 }, (_, index) => minimum + index);
  return Type.Union([
    Type.Integer({ format: 'int32', minimum, maximum }),
    Type.String({ pattern: `^(?:${values.join('|')})$`, maxLength: String(maximum).length, description: 'The count as plain decimal text.' }),
  ]);
}

export const BookingRequest = Type.Object(
  {
    guestFullName: Type.String({ minLength: 1, maxLength: MAX_GUEST_NAME_LENGTH }),
    guestEmail: Type.Optional(
      Type.String({
        maxLength: 254,
        description: "Accepted for compatibility and ignored: the guest email is always the logged-in user's email.",
      }),
    ),
    checkInDate: DateOnly,
    checkOutDate: DateOnly,
    numOfAdults: guestCount(MIN_ADULTS, MAX_ADULTS),
    numOfChildren: guestCount(MIN_CHILDREN, MAX_CHILDREN),
    expectedTotalPrice: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 1e9,
        description:
          'The total the guest was shown (a quote\'s totalPrice, in dollars). The server still prices the stay itself; when its total differs it books nothing and answers 409 PRICE_CHANGED, so the guest can see the new quote and confirm again.',
        examples: [299],
      }),
    ),
  },
  {
    $id: 'BookingRequest',
    additionalProperties: false,
    description:
      "A stay [checkInDate, checkOutDate): check-out is the morning the guest leaves. At most 20 guests, and no more adults or children than the room sleeps (422 OVER_CAPACITY).",
  },
);
export type BookingRequestBody = Static<typeof BookingRequest>;
/** A booking request with its guest counts as numbers. */
export type BookingRequest = Omit<BookingRequestBody, 'numOfAdults' | 'numOfChildren'> & { numOfAdults: number; numOfChildren: number };

export function toBookingRequest(body: BookingRequestBody): BookingRequest {
  return { ...body, numOfAdults: Number(body.numOfAdults), numOfChildren: Number(body.numOfChildren) };
}

/** A confirmation code as the server writes it. */
const ConfirmationCode = Type.String({
  minLength: CONFIRMATION_CODE_LENGTH,
  maxLength: CONFIRMATION_CODE_LENGTH,
  pattern: `^[${CONFIRMATION_CODE_ALPHABET}]+$`,
  examples: ['7K3M9QX2HD4R8TVW'],
});

/** The price of a stay as the API shows it, fixed at booking time. */
const StayTotal = Type.Number({
  minimum: 0,
  description: 'The price of the stay in dollars (at most 2 decimals): the sum of its nights at the prices when it was booked.',
  examples: [299],
});

export const BookingCreated = Type.Object(
  {
    message: Type.String({ maxLength: 200 }),
    bookingConfirmationCode: ConfirmationCode,
    totalPrice: StayTotal,
    nights: Type.Optional(
      Type.Array(Type.Ref('PricedNight'), {
        maxItems: MAX_STAY_NIGHTS,
        description: 'Each night with the price it was booked at (absent only in the replay of an answer stored before prices per night).',
      }),
    ),
  },
  { $id: 'BookingCreated', additionalProperties: false },
);
export type BookingCreated = Static<typeof BookingCreated>;

export const BookingStatus = Type.Union([Type.Literal('CONFIRMED'), Type.Literal('CANCELLED')]);

export const Booking = Type.Object(
  {
    id: Id,
    bookingConfirmationCode: ConfirmationCode,
    room: Type.Object({ id: Id, roomType: Type.String({ maxLength: MAX_ROOM_TYPE_LENGTH }) }, { additionalProperties: false }),
    roomNumber: Type.Integer({ ...Id, description: 'The room id.' }),
    checkInDate: DateOnly,
    checkOutDate: DateOnly,
    guestName: Type.String({ maxLength: MAX_GUEST_NAME_LENGTH }),
    guestEmail: Email,
    numOfAdults: Type.Integer({ format: 'int32', minimum: MIN_ADULTS, maximum: MAX_ADULTS }),
    numOfChildren: Type.Integer({ format: 'int32', minimum: MIN_CHILDREN, maximum: MAX_CHILDREN }),
    totalNumOfGuests: Type.Integer({ format: 'int32', minimum: MIN_ADULTS, maximum: MAX_GUESTS }),
    totalPrice: StayTotal,
    status: BookingStatus,
    nights: Type.Optional(
      Type.Array(Type.Ref('PricedNight'), {
        maxItems: MAX_STAY_NIGHTS,
        description: 'Lookup by code only: each night with the price it was booked at; empty for bookings made before prices per night.',
      }),
    ),
  },
  { $id: 'Booking', additionalProperties: false },
);
export type Booking = Static<typeof Booking>;
/** Lists of bookings are not paged: one entry per booking, bounded by the ids. */
export const BookingList = Type.Array(refTo(Booking), { maxItems: MAX_ID });

export const RoomIdParams = Type.Object({ roomId: Id });
export const BookingHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description: 'One key per confirmation (e.g. a UUID): a retry with the same key and body gets the first answer.',
    }),
  ),
});
export const BookingIdParams = Type.Object({ id: Id });
export const ConfirmationCodeParams = Type.Object({ code: ConfirmationCodeInput });
export const CancelBookingQuery = Type.Object(
  { confirmationCode: Type.Optional(ConfirmationCodeInput) },
  { additionalProperties: false },
);
export const UserRefParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 254, description: "The user's email (the token's `sub`) or numeric id." }),
});

/** Named schemas of this module, registered once at the root (see src/plugins/swagger.ts). */
export const bookingComponentSchemas = [BookingRequest, BookingCreated, Booking];
