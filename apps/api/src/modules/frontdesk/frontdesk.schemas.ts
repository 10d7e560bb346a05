import { Type, type Static, type TSchema } from 'typebox';
import { DateOnly, Id, Count } from '../../schemas/common.js';
import { MAX_IMPORTS_PER_ROOM } from '../calendars/calendars.schemas.js';
import { MAX_ROOM_TYPE_LENGTH } from '../rooms/rooms.schemas.js';

/** The widest occupancy window: a quarter of a year, enough for a three-month chart. */
export const MAX_OCCUPANCY_NIGHTS = 93;
/** The widest report: two years, by day or by month. */
export const MAX_REPORT_NIGHTS = 731;
/** The widest bookings export: two years of stays. */
export const MAX_EXPORT_NIGHTS = 731;
/** The most rooms an answer lists (the rooms table has no more in any hotel this serves). */
const MAX_ROOMS = 10_000;
const MAX_GUEST_NAME_LENGTH = 101;
/** A room's stays in a window: its own (one a night at most) and each imported feed's (MAX_IMPORTS_PER_ROOM). */
const MAX_STAYS_PER_ROOM = MAX_OCCUPANCY_NIGHTS * (1 + MAX_IMPORTS_PER_ROOM);

const windowFields = (maxNights: number) => ({
  from: Type.String({ format: 'date', maxLength: 10, description: 'First night of the window, YYYY-MM-DD.', examples: ['2027-05-01'] }),
  to: Type.String({
    format: 'date',
    maxLength: 10,
    description: `End of the window (exclusive: the first night not in it), YYYY-MM-DD; at most ${maxNights} nights after \`from\`.`,
    examples: ['2027-06-01'],
  }),
});
const windowQuery = (maxNights: number) => Type.Object(windowFields(maxNights), { additionalProperties: false });

export const OccupancyQuery = windowQuery(MAX_OCCUPANCY_NIGHTS);
export type OccupancyQuery = Static<typeof OccupancyQuery>;

export const BookingsExportQuery = windowQuery(MAX_EXPORT_NIGHTS);
export type BookingsExportQuery = Static<typeof BookingsExportQuery>;

/** A report's periods when the request names none. */
export const DEFAULT_REPORT_GROUPING = 'month';

export const OccupancyReportQuery = Type.Object(
  {
    ...windowFields(MAX_REPORT_NIGHTS),
    groupBy: Type.Optional(
      Type.Union([Type.Literal('day'), Type.Literal('month')], { default: DEFAULT_REPORT_GROUPING, description: 'One period per night, or per calendar month (clipped to the window).' }),
    ),
  },
  { additionalProperties: false },
);
export type OccupancyReportQuery = Static<typeof OccupancyReportQuery>;

export const OccupancyStay = Type.Object(
  {
    bookingId: Type.Optional(Id),
    checkInDate: DateOnly,
    checkOutDate: DateOnly,
    guestName: Type.Optional(Type.String({ maxLength: MAX_GUEST_NAME_LENGTH })),
    source: Type.String({ maxLength: 100, description: '`direct` for a booking made here, else the name of the imported calendar.', examples: ['direct'] }),
  },
  { $id: 'OccupancyStay', additionalProperties: false, description: 'A stay [checkInDate, checkOutDate) touching the window, whole (not clipped).' },
);

export const OccupancyClosure = Type.Object(
  { startDate: DateOnly, endDate: DateOnly, reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { $id: 'OccupancyClosure', additionalProperties: false, description: "A closure of the room's rates [startDate, endDate) touching the window." },
);

export const OccupancyConflict = Type.Object(
  { bookingId: Id, source: Type.String({ maxLength: 100 }), checkInDate: DateOnly, checkOutDate: DateOnly },
  { $id: 'OccupancyConflict', additionalProperties: false, description: 'An imported event overlapping a direct booking: both are kept.' },
);

export const OccupancyRoom = Type.Object(
  {
    roomId: Id,
    roomType: Type.String({ maxLength: MAX_ROOM_TYPE_LENGTH }),
    stays: Type.Array(Type.Ref('OccupancyStay'), { maxItems: MAX_STAYS_PER_ROOM, description: 'Booked here and imported, by check-in.' }),
    closures: Type.Array(Type.Ref('OccupancyClosure'), { maxItems: MAX_OCCUPANCY_NIGHTS }),
    conflicts: Type.Array(Type.Ref('OccupancyConflict'), { maxItems: MAX_STAYS_PER_ROOM }),
  },
  { $id: 'OccupancyRoom', additionalProperties: false },
);

export const Occupancy = Type.Object(
  {
    from: DateOnly,
    to: DateOnly,
    rooms: Type.Array(Type.Ref('OccupancyRoom'), { maxItems: MAX_ROOMS, description: 'Every room on offer, and removed rooms with a stay in the window; by id.' }),
  },
  { $id: 'Occupancy', additionalProperties: false },
);
export type Occupancy = {
  from: string;
  to: string;
  rooms: {
    roomId: number;
    roomType: string;
    stays: { bookingId?: number; checkInDate: string; checkOutDate: string; guestName?: string; source: string }[];
    closures: { startDate: string; endDate: string; reason?: string }[];
    conflicts: { bookingId: number; source: string; checkInDate: string; checkOutDate: string }[];
  }[];
};

/** In the hotel's currency, to the cent. (No description of its own: in a union, one stops the OpenAPI converter from writing `nullable`.) */
const Money = Type.Number({ minimum: 0, maximum: 1e12 });
const Ratio = Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]);

export const OccupancyPeriod = Type.Object(
  {
    startDate: DateOnly,
    endDate: Type.String({ format: 'date', maxLength: 10, description: 'The first night after the period.' }),
    roomNightsAvailable: Type.Integer({ ...Count, description: 'Rooms on offer × nights, less the closed nights.' }),
    roomNightsSold: Type.Integer({ ...Count, description: 'Nights of confirmed stays in the period (a night belongs to the date it starts on).' }),
    occupancyRate: { ...Ratio, description: 'Room-nights sold ÷ room-nights available; null when none was available.' },
    revenue: Type.Number({ minimum: 0, maximum: 1e12, description: "The sold nights' stored prices, in the hotel's currency." }),
    adr: Type.Union([Money, Type.Null()], { description: 'Average daily rate: revenue ÷ room-nights sold; null when none was sold.' }),
    revPar: Type.Union([Money, Type.Null()], { description: 'Revenue per available room-night; null when none was available.' }),
  },
  { $id: 'OccupancyPeriod', additionalProperties: false },
);
export type OccupancyPeriod = Static<typeof OccupancyPeriod>;

export const OccupancyReport = Type.Object(
  {
    from: DateOnly,
    to: DateOnly,
    groupBy: Type.Union([Type.Literal('day'), Type.Literal('month')]),
    periods: Type.Array(Type.Ref('OccupancyPeriod'), { maxItems: MAX_REPORT_NIGHTS }),
    total: Type.Ref('OccupancyPeriod'),
  },
  { $id: 'OccupancyReport', additionalProperties: false },
);
export type OccupancyReport = { from: string; to: string; groupBy: 'day' | 'month'; periods: OccupancyPeriod[]; total: OccupancyPeriod };

export const frontDeskComponentSchemas: TSchema[] = [OccupancyStay, OccupancyClosure, OccupancyConflict, OccupancyRoom, Occupancy, OccupancyPeriod, OccupancyReport];
