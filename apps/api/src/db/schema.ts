import type { Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/**
 * Table types, camelCase in TypeScript (Kysely's CamelCasePlugin maps them to snake_case columns).
 * Dates are `YYYY-MM-DD` strings and timestamps ISO-8601 strings on both databases, so no
 * time-zone conversion ever shifts a calendar date.
 */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** Set when the emailed one-time code was verified; login needs it. */
  verifiedAt: string | null;
  createdAt: string;
  /** Carried in every token; raising it refuses every token issued before (password change, "log out everywhere"). */
  tokenVersion: Generated<number>;
  /** The language of the account's mails (and the app's first choice), `en` or `de`; null: not chosen (the hotel's default). */
  preferredLanguage: Generated<string | null>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface UserRolesTable {
  userId: number;
  roleId: number;
}

export interface RoomsTable {
  id: Generated<number>;
  roomType: string;
  /** Price per night in cents, so money never goes through floating point in storage. */
  roomPriceCents: number;
  /** The re-encoded photo; kept in the database so several server instances share it. */
  photo: Buffer | null;
  photoContentType: string | null;
  /** Content hash of the photo: the ETag and the cache-busting part of `imageUrl`. */
  photoEtag: string | null;
  /** How many adults and children the room sleeps (admin-set; existing rooms got 20 and 20, a new room's default). */
  maxAdults: Generated<number>;
  maxChildren: Generated<number>;
  createdAt: string;
  /** Set when a room with bookings was removed: it leaves lists, search and booking; its bookings keep it. */
  archivedAt: string | null;
  /** Plain text, paragraphs split by blank lines; '' when the hotel wrote none. */
  description: Generated<string>;
  bedType: string | null;
  sizeSquareMeters: number | null;
  /** JSON array of amenity keys (rooms.schemas.ts `AMENITIES`). */
  amenities: Generated<string>;
  /** Raised by every gallery write; a reorder or removal naming an older one is refused (409). */
  galleryVersion: Generated<number>;
}

/** A room's photo in the gallery; its encoded files are in `room_photo_variants`. */
export interface RoomPhotosTable {
  id: Generated<number>;
  roomId: number;
  /** Order in the gallery, from 0; the first photo is the room's `imageUrl`. */
  position: number;
  alt: string;
  /** Intrinsic size of the largest variant. */
  width: number;
  height: number;
  /** JSON array of the variant widths, ascending; every width exists in every format. */
  widths: string;
  /** Content hash: part of each variant's address, so the address never changes content. */
  version: string;
  createdAt: string;
}

export interface RoomPhotoVariantsTable {
  photoId: number;
  format: string;
  width: number;
  data: Buffer;
}

/** One row; `version` goes up with every write to `rooms` (database triggers). */
export interface RoomsVersionTable {
  id: number;
  version: number;
}

/** One row: the most nights of any stay ever written to `bookings` (database triggers); it never goes down. */
export interface LongestStayTable {
  id: number;
  nights: number;
}

export type BookingStatus = 'CONFIRMED' | 'CANCELLED';

export interface BookingsTable {
  id: Generated<number>;
  roomId: number;
  /** The account that booked; null once that account is closed. */
  userId: number | null;
  confirmationCode: string;
  checkInDate: string;
  checkOutDate: string;
  guestName: string;
  guestEmail: string;
  numOfAdults: number;
  numOfChildren: number;
  /** Nights × the room's price per night when booked, in cents; later price changes do not alter it. */
  totalPriceCents: number;
  status: BookingStatus;
  createdAt: string;
  cancelledAt: string | null;
  /** The language the booking was made in (`en`, `de`): its mails speak it. Null for bookings from before (English). */
  language: Generated<string | null>;
}

/** What a one-time code is for; a user has at most one live code per purpose. */
export type OtpPurpose = 'verify_email' | 'reset_password';

/** A room's rates as JSON text (see @hotel/booking-rules' RoomRates; prices in cents). */
export interface RoomRatesTable {
  roomId: number;
  weekdayPrices: string;
  seasons: string;
  closures: string;
  updatedAt: string;
}

/** The price of each night of a booking, fixed when it was booked. */
export interface BookingNightsTable {
  bookingId: number;
  night: string;
  priceCents: number;
}

export interface OtpCodesTable {
  id: Generated<number>;
  userId: number;
  purpose: Generated<OtpPurpose>;
  /** HMAC of the code; the code itself is never stored. */
  codeHash: string;
  expiresAt: string;
  failedAttempts: number;
  createdAt: string;
}

/** The first answer to a booking POST with an `Idempotency-Key`, replayed to retries for 24 h. */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  /** SHA-256 of what the request asked for (route and body): the same key with another request is refused. */
  requestHash: string;
  responseStatus: number;
  /** The answer's JSON body. */
  responseBody: string;
  createdAt: string;
}

export type OutboxMailStatus = 'pending' | 'failed';

/** A mail to deliver (modules/mail): deleted once sent, kept as `failed` after its last try. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The `Message-ID` header, fixed when the mail is queued: every try sends the same message. */
  messageId: string;
  /** What the mail reports (`booking_confirmation`, `otp`, …), for the admin and the logs. */
  kind: string;
  recipient: string;
  subject: string;
  /** The rendered mail (`OutgoingMail` as JSON). */
  message: string;
  status: OutboxMailStatus;
  /** Tries so far, counted when a try starts (a try whose process died counts too). */
  attempts: Generated<number>;
  nextAttemptAt: string;
  /** The process sending it now, and until when its claim holds. */
  claimedBy: string | null;
  claimedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
}

/** The secret token of a room's iCalendar feed. */
export interface CalendarExportsTable {
  roomId: number;
  token: string;
  createdAt: string;
}

/** One row (id 1): the hotel's profile (modules/hotel). */
export interface HotelProfileTable {
  id: number;
  /** Drawn once at the first start; part of every calendar event's UID. */
  installationId: string;
  name: string;
  address: string;
  phone: string;
  contactEmail: string;
  /** ISO 4217 code. */
  currency: string;
  /** IANA time zone: decides what "today" is for check-in dates. */
  timeZone: string;
  /** `HH:MM`. */
  checkInTime: string;
  checkOutTime: string;
  defaultLanguage: string;
  cancellationPolicy: string;
  updatedAt: string;
}

/** An admin write: who, what, which record, a short before and after (JSON objects, or null), when. */
export interface AuditLogTable {
  id: Generated<number>;
  actorId: number | null;
  actorEmail: string | null;
  kind: string;
  recordId: number;
  before: string | null;
  after: string | null;
  createdAt: string;
}

/** A booking site's iCalendar feed of a room, with the status of its last fetch (modules/calendars). */
export interface CalendarImportsTable {
  id: Generated<number>;
  roomId: number;
  /** The admin's name for it ("Airbnb"): the source of its stays in occupancy. */
  name: string;
  /** The feed's address; a secret (whoever has it reads the calendar): never logged, answered only as its host. */
  url: string;
  /** The validators of the last fetched version, sent back as a conditional GET. */
  etag: string | null;
  lastModified: string | null;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** Events (occurrences) of the last version read. */
  eventCount: Generated<number>;
  /** Since when the feed has come back empty while its events were kept. */
  emptySince: string | null;
  createdAt: string;
}

/** Nights an imported event takes: one row per piece of at most MAX_IMPORTED_PIECE_NIGHTS (modules/availability). */
export interface ImportedStaysTable {
  importId: number;
  roomId: number;
  eventKey: string;
  /** The whole event's dates, on every piece of it. */
  eventStart: string;
  eventEnd: string;
  checkInDate: string;
  checkOutDate: string;
}

/** One row (id 1): which instance runs the calendar sync, until when. */
export interface CalendarSyncLeaseTable {
  id: number;
  holder: string | null;
  expiresAt: string | null;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  userRoles: UserRolesTable;
  rooms: RoomsTable;
  roomPhotos: RoomPhotosTable;
  roomPhotoVariants: RoomPhotoVariantsTable;
  roomsVersion: RoomsVersionTable;
  bookings: BookingsTable;
  roomRates: RoomRatesTable;
  bookingNights: BookingNightsTable;
  longestStay: LongestStayTable;
  otpCodes: OtpCodesTable;
  idempotencyKeys: IdempotencyKeysTable;
  mailOutbox: MailOutboxTable;
  calendarExports: CalendarExportsTable;
  hotelProfile: HotelProfileTable;
  auditLog: AuditLogTable;
  calendarImports: CalendarImportsTable;
  importedStays: ImportedStaysTable;
  calendarSyncLease: CalendarSyncLeaseTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type RoomRow = Selectable<RoomsTable>;
export type NewRoomRow = Insertable<RoomsTable>;
export type RoomUpdate = Updateable<RoomsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;

/** What a query runs on: the database, or a transaction (repositories take either). */
export type Db = Kysely<Database> | Transaction<Database>;
