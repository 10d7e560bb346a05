import { Type, type Static } from 'typebox';
import { HOTEL_PROFILE_LIMITS, TIME_OF_DAY_PATTERN } from '@hotel/booking-rules';
import { refTo } from '../../schemas/common.js';

/** Text without control characters (the name goes into mail headers): at least one visible character. */
const OneLine = (maxLength: number, description: string, examples: string[]) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001F\\u007F]*\\S[^\\u0000-\\u001F\\u007F]*$', description, examples });
/** A line that may be empty (a detail the hotel has not given). */
const OptionalLine = (maxLength: number, description: string, examples: string[]) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u001F\\u007F]*$', description, examples });
const TimeOfDay = (description: string, examples: string[]) =>
  Type.String({ pattern: TIME_OF_DAY_PATTERN, minLength: 5, maxLength: 5, description, examples });

export const HotelLanguage = Type.Union([Type.Literal('en'), Type.Literal('de')], {
  $id: 'HotelLanguage',
  description: 'A language the app and the mails speak: `en` (English) or `de` (German).',
});

export const HotelProfile = Type.Object(
  {
    name: OneLine(HOTEL_PROFILE_LIMITS.name, 'Shown in the navbar, the footer, page titles, mails (sender, subjects) and calendar events.', ['HavenHub']),
    address: OptionalLine(HOTEL_PROFILE_LIMITS.address, 'Postal address, one line.', ['1 Harbour Street, Portsmouth']),
    phone: OptionalLine(HOTEL_PROFILE_LIMITS.phone, 'Phone number as guests should dial it.', ['+44 23 9200 0000']),
    contactEmail: Type.Union([Type.String({ format: 'email', minLength: 3, maxLength: HOTEL_PROFILE_LIMITS.contactEmail }), Type.Literal('')], {
      description: 'Where guests write to the hotel; empty when not given.',
      examples: ['frontdesk@hotel.example'],
    }),
    currency: Type.String({ maxLength: 3,
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217 code of every price (422 UNKNOWN_CURRENCY for a code that is no currency).',
      examples: ['EUR'],
    }),
    timeZone: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'IANA time zone: decides what "today" is for check-in dates (422 UNKNOWN_TIME_ZONE for a zone that does not exist).',
      examples: ['Europe/Berlin'],
    }),
    checkInTime: TimeOfDay('From when guests may check in, `HH:MM`.', ['14:00']),
    checkOutTime: TimeOfDay('Until when guests check out, `HH:MM`.', ['11:00']),
    /** The language of guests who have not chosen one. */
    defaultLanguage: refTo(HotelLanguage),
    cancellationPolicy: Type.String({
      maxLength: HOTEL_PROFILE_LIMITS.cancellationPolicy,
      description: 'A short text shown to guests; may be empty.',
      examples: ['Free cancellation until the day before check-in.'],
    }),
  },
  { $id: 'HotelProfile', additionalProperties: false, description: "The hotel's profile: what it is called, where it is, how it prices and speaks." },
);
export type HotelProfile = Static<typeof HotelProfile>;

export const hotelComponentSchemas = [HotelLanguage, HotelProfile];
