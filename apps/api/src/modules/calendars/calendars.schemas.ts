import { Type, type Static, type TSchema } from 'typebox';
import { MAX_FEED_URL_LENGTH } from '../../lib/feed-fetch.js';
import { Count, DateOnly, DateTime, Id } from '../../schemas/common.js';

/** The most feeds a room imports (one per booking site, and a few to spare). */
export const MAX_IMPORTS_PER_ROOM = 10;
/** The most conflicts a feed's status lists (the earliest first). */
export const MAX_LISTED_CONFLICTS = 100;
export const MAX_IMPORT_NAME_LENGTH = 100;

export const ImportIdParams = Type.Object({ roomId: Id, importId: Id });

export const CalendarImportRequest = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: MAX_IMPORT_NAME_LENGTH,
      description: 'What the admin calls the feed ("Airbnb"); its stays show this as their source.',
      examples: ['Airbnb'],
    }),
    url: Type.String({
      minLength: 1,
      maxLength: MAX_FEED_URL_LENGTH,
      description: "The booking site's iCalendar export address of this room: http(s), no credentials.",
      examples: ['https://www.airbnb.com/calendar/ical/12345.ics?s=0123456789abcdef'],
    }),
  },
  { $id: 'CalendarImportRequest', additionalProperties: false },
);
export type CalendarImportRequest = Static<typeof CalendarImportRequest>;

export const CalendarImportConflict = Type.Object(
  {
    bookingId: Id,
    checkInDate: DateOnly,
    checkOutDate: Type.String({ format: 'date', maxLength: 10, description: "The imported event's end (exclusive), YYYY-MM-DD." }),
  },
  { $id: 'CalendarImportConflict', additionalProperties: false, description: 'An imported event (its dates) overlapping a direct booking; both are kept.' },
);

const NullableTime = Type.Union([DateTime, Type.Null()]);

export const CalendarImport = Type.Object(
  {
    id: Id,
    name: Type.String({ maxLength: MAX_IMPORT_NAME_LENGTH }),
    host: Type.String({ maxLength: 255, description: "The feed address's host; the whole address is a secret and is not answered again." }),
    lastAttemptAt: { ...NullableTime, description: 'When the feed was last fetched (or tried); null before the first sync.' },
    lastSuccessAt: { ...NullableTime, description: 'When the feed was last read (or answered 304 Not Modified).' },
    events: Type.Integer({ ...Count, description: 'Events of the version last read, each recurrence counted.' }),
    error: Type.Union([Type.String({ maxLength: 500 }), Type.Null()], { description: 'Why the last attempt failed; null when it succeeded. The events read before are kept.' }),
    conflicts: Type.Array(Type.Ref('CalendarImportConflict'), {
      maxItems: MAX_LISTED_CONFLICTS,
      description: "The feed's events not yet ended that overlap a direct booking, earliest first.",
    }),
  },
  { $id: 'CalendarImport', additionalProperties: false, description: "A booking site's feed imported into the room, with its sync status." },
);
export type CalendarImport = Static<typeof CalendarImport>;

export const CalendarFeedQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128, description: "The room's feed token, as in the export address the admin copies." }) },
  { additionalProperties: false },
);

export const CalendarSync = Type.Object(
  {
    roomId: Id,
    exportUrl: Type.String({
      format: 'uri',
      maxLength: 2048,
      description: 'The address booking sites subscribe to. It is a secret: whoever has it reads when the room is busy.',
    }),
    imports: Type.Array(Type.Ref('CalendarImport'), { maxItems: MAX_IMPORTS_PER_ROOM, description: "The booking sites' feeds imported into the room, in the order added." }),
  },
  { $id: 'CalendarSync', additionalProperties: false, description: "A room's calendar sync with the booking sites." },
);
export type CalendarSync = { roomId: number; exportUrl: string; imports: CalendarImport[] };

/** The feed's body; documented as an iCalendar text. */
export const CalendarFeedResponse = {
  description: "The room's busy periods (stays and closures from a year ago on) as all-day events, without guest data.",
  content: { 'text/calendar': { schema: Type.String({ maxLength: 10_000_000 }) } },
};

export const calendarComponentSchemas: TSchema[] = [CalendarImportRequest, CalendarImportConflict, CalendarImport, CalendarSync];
