import { addDays } from '@hotel/booking-rules';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { DatabaseHandle, SqlDialect } from '../../db/connect.js';
import type { Database, Db } from '../../db/schema.js';

/** A requested stay [checkInDate, checkOutDate): check-out is the morning the guest leaves. */
export type Stay = { checkInDate: string; checkOutDate: string };

/**
 * The one overlap rule, in SQL: a CONFIRMED booking blocks the stay when it ends after the stay
 * starts and starts before it ends. Search, booking and room removal all use it, so what search
 * offers is exactly what booking accepts. (`checkOutDate` is the booking's check-out column, written
 * otherwise only to steer SQLite's choice of index, see `blockedRoomIdsQuery`.)
 *
 * For one room the index `bookings_room_stays_idx` is ordered by check-out, so those reads take only the
 * room's stays that end after the requested check-in, never the finished ones. `status = 'CONFIRMED'` is a
 * literal, not a parameter, so both databases can match it against the partial index
 * `bookings_stays_by_check_in_idx` (created for exactly this condition).
 */
function blocksStay(eb: ExpressionBuilder<Database, 'bookings'>, stay: Stay, checkOutDate: Expression<string> = eb.ref('bookings.checkOutDate')) {
  return eb.and([
    eb('bookings.status', '=', sql.lit('CONFIRMED')),
    eb(checkOutDate, '>', stay.checkInDate),
    eb('bookings.checkInDate', '<', stay.checkOutDate),
  ]);
}

/**
 * The earliest check-in of a stay that can still be under way on `checkInDate`: the longest stay ever written
 * (`longest_stay`, kept by database triggers, never lowered) before it. A subquery of the statement that reads
 * the bookings, so the bound and the stays come from one snapshot.
 */
function earliestCheckInOfStayUnderWay(eb: ExpressionBuilder<Database, 'bookings'>, dialect: SqlDialect, checkInDate: string) {
  const longest = eb.selectFrom('longestStay').select('longestStay.nights');
  return dialect === 'postgres' ? sql<string>`cast(${checkInDate} as date) - ${longest}` : sql<string>`date(${checkInDate}, '-' || ${longest} || ' days')`;
}

/**
 * The query behind `findBlockedRoomIds` (the query-plan test explains it). Besides the overlap rule, the
 * check-in is bounded below, so over every room it reads the index by check-in (`bookings_stays_by_check_in_idx`)
 * from the longest stay before the requested check-in up to its check-out: the stays that can overlap, not every
 * stay that ends later (months of future bookings), nor the finished ones.
 * On SQLite the check-out is compared as `+check_out_date`, which no index may serve: SQLite cannot estimate a
 * range bounded by a subquery, so it took the range as every stay checking in before the check-out (years of
 * them) and chose instead a skip-scan of `bookings_room_stays_idx`, every room's stays ending after the check-in.
 */
export function blockedRoomIdsQuery(db: Db, dialect: SqlDialect, stay: Stay) {
  return db
    .selectFrom('bookings')
    .select('bookings.roomId')
    .where((eb) => blocksStayByCheckIn(eb, dialect, stay));
}

/** The overlap rule bounded below by the longest stay, read by check-in (see `blockedRoomIdsQuery`). */
function blocksStayByCheckIn(eb: ExpressionBuilder<Database, 'bookings'>, dialect: SqlDialect, stay: Stay) {
  const checkOutDate = dialect === 'sqlite' ? sql<string>`+${eb.ref('bookings.checkOutDate')}` : eb.ref('bookings.checkOutDate');
  const earliestCheckIn = earliestCheckInOfStayUnderWay(eb, dialect, stay.checkInDate);
  return eb.and([blocksStay(eb, stay, checkOutDate), eb('bookings.checkInDate', '>=', earliestCheckIn)]);
}

/**
 * Every room's CONFIRMED stays overlapping a window (the front desk's occupancy and reports), with the price of each
 * of their nights inside it (none for bookings made before nights were priced). Read by check-in like search, so the
 * cost follows the window's stays, never the history.
 */
export function staysDuringWindowQuery(db: Db, dialect: SqlDialect, window: Stay) {
  return db
    .selectFrom('bookings')
    .leftJoin('bookingNights', (join) =>
      join
        .onRef('bookingNights.bookingId', '=', 'bookings.id')
        .on('bookingNights.night', '>=', window.checkInDate)
        .on('bookingNights.night', '<', window.checkOutDate),
    )
    .select([
      'bookings.id',
      'bookings.roomId',
      'bookings.checkInDate',
      'bookings.checkOutDate',
      'bookings.guestName',
      'bookings.totalPriceCents',
      'bookingNights.night',
      'bookingNights.priceCents',
    ])
    .where((eb) => blocksStayByCheckIn(eb, dialect, window))
    // On SQLite `+room_id`, which no index may serve: ordered by the room, SQLite would scan every stay by the per-room
    // index instead of reading the window's by check-in (70 ms against 20 ms at 1M past stays); it sorts the few instead.
    .orderBy((eb) => (dialect === 'sqlite' ? sql<number>`+${eb.ref('bookings.roomId')}` : eb.ref('bookings.roomId')))
    .orderBy('bookings.checkInDate')
    .orderBy('bookingNights.night');
}

/**
 * The longest piece an imported event is stored in (the calendar sync splits longer events, as a booking site's
 * months of "Not available"): a piece overlapping a stay checked in at most this many nights before it, so every
 * read of the imported stays over all rooms walks the index by check-in from there (`importedBlocksStayByCheckIn`).
 */
export const MAX_IMPORTED_PIECE_NIGHTS = 28;

/** The imported events' rule, the same as `blocksStay`: a piece ending after the stay starts and starting before it ends. */
function importedBlocksStay(eb: ExpressionBuilder<Database, 'importedStays'>, stay: Stay, checkOutDate: Expression<string> = eb.ref('importedStays.checkOutDate')) {
  return eb.and([eb(checkOutDate, '>', stay.checkInDate), eb('importedStays.checkInDate', '<', stay.checkOutDate)]);
}

/**
 * The imported rule over every room, read by check-in from MAX_IMPORTED_PIECE_NIGHTS before the stay's check-in
 * (`earliestCheckIn`, a parameter so compiled-once queries take it; SQLite is steered onto the index as in
 * `blocksStayByCheckIn`).
 */
function importedBlocksStayByCheckIn(eb: ExpressionBuilder<Database, 'importedStays'>, dialect: SqlDialect, stay: Stay, earliestCheckIn: string) {
  const checkOutDate = dialect === 'sqlite' ? sql<string>`+${eb.ref('importedStays.checkOutDate')}` : eb.ref('importedStays.checkOutDate');
  return eb.and([importedBlocksStay(eb, stay, checkOutDate), eb('importedStays.checkInDate', '>=', earliestCheckIn)]);
}

/** The earliest check-in of an imported piece that can overlap a stay checking in on `checkInDate`. */
export const earliestImportedCheckIn = (checkInDate: string) => addDays(checkInDate, -MAX_IMPORTED_PIECE_NIGHTS);

/** The rooms an imported event blocks for some night of the stay (the query-plan test explains it). */
export function importedBlockedRoomIdsQuery(db: Db, dialect: SqlDialect, stay: Stay, earliestCheckIn = earliestImportedCheckIn(stay.checkInDate)) {
  return db
    .selectFrom('importedStays')
    .select('importedStays.roomId')
    .where((eb) => importedBlocksStayByCheckIn(eb, dialect, stay, earliestCheckIn));
}

/** The statement search runs: the rooms a booking or an imported event blocks (the query-plan test explains it). */
export function searchBlockedRoomIdsQuery(db: Db, dialect: SqlDialect, stay: Stay, earliestCheckIn = earliestImportedCheckIn(stay.checkInDate)) {
  return blockedRoomIdsQuery(db, dialect, stay).unionAll(importedBlockedRoomIdsQuery(db, dialect, stay, earliestCheckIn));
}

/**
 * Search is a public hot path: its query is compiled once (db/compiled-once.ts), one per dialect. UNION ALL, not
 * UNION: a UNION's merge wants both sides ordered, and SQLite then scanned every room's stays by the per-room index
 * (45 ms a search at 1M past stays, against 0.02 ms); a room listed twice is one entry of the set anyway.
 */
const compileBlockedRoomIds = (dialect: SqlDialect) =>
  compiledOnce((db, checkInDate: string, checkOutDate: string, earliestCheckIn: string) =>
    searchBlockedRoomIdsQuery(db, dialect, { checkInDate, checkOutDate }, earliestCheckIn),
  );
const selectBlockedRoomIds: Record<SqlDialect, ReturnType<typeof compileBlockedRoomIds>> = {
  sqlite: compileBlockedRoomIds('sqlite'),
  postgres: compileBlockedRoomIds('postgres'),
};

/**
 * The rooms a CONFIRMED booking or an imported event blocks for some night of the stay, in one statement. Search takes
 * the rooms on offer from memory (the room catalogue, rooms/room-catalogue.ts) and leaves these out, so it reads only
 * index entries, never the rooms.
 */
export async function findBlockedRoomIds({ db, dialect }: DatabaseHandle, stay: Stay): Promise<Set<number>> {
  const rows = await selectBlockedRoomIds[dialect](db, stay.checkInDate, stay.checkOutDate, earliestImportedCheckIn(stay.checkInDate));
  return new Set(rows.map((row) => row.roomId));
}

/** `isRoomBookedDuring`'s bookings: the room's CONFIRMED stays overlapping the stay (index by room and check-out). */
export function roomBookingsDuringQuery(db: Db, roomId: number, stay: Stay) {
  return db.selectFrom('bookings').select('bookings.id').where('bookings.roomId', '=', roomId).where((eb) => blocksStay(eb, stay));
}

/** `isRoomBookedDuring`'s imported half: the room's pieces overlapping the stay (index by room and check-out). */
export function roomImportedStaysDuringQuery(db: Db, roomId: number, stay: Stay) {
  return db
    .selectFrom('importedStays')
    .select('importedStays.importId as id')
    .where('importedStays.roomId', '=', roomId)
    .where((eb) => importedBlocksStay(eb, stay));
}

/** The statement behind `isRoomBookedDuring`: one row when a booking or an imported event of the room overlaps the stay. */
export function roomBlockedDuringQuery(db: Db, roomId: number, stay: Stay) {
  return db
    .selectFrom(roomBookingsDuringQuery(db, roomId, stay).unionAll(roomImportedStaysDuringQuery(db, roomId, stay)).as('blocks'))
    .select('blocks.id')
    .limit(1);
}

/** The quote asks it on every request: one statement, compiled once (db/compiled-once.ts). */
const selectRoomBlocked = compiledOnce((db, roomId: number, checkInDate: string, checkOutDate: string) =>
  roomBlockedDuringQuery(db, roomId, { checkInDate, checkOutDate }),
);

/** Whether a CONFIRMED booking of the room, or an event imported for it, overlaps the stay. */
export async function isRoomBookedDuring(db: Db, roomId: number, stay: Stay): Promise<boolean> {
  return (await selectRoomBlocked(db, roomId, stay.checkInDate, stay.checkOutDate)).length > 0;
}

/** The CONFIRMED stays and imported events of the room overlapping the window, earliest check-in first; nothing else. */
export async function listStaysOfRoomDuring(db: Db, roomId: number, window: Stay): Promise<Stay[]> {
  return db
    .selectFrom('bookings')
    .select(['bookings.checkInDate', 'bookings.checkOutDate'])
    .where('bookings.roomId', '=', roomId)
    .where((eb) => blocksStay(eb, window))
    .unionAll(
      db
        .selectFrom('importedStays')
        .select(['importedStays.checkInDate', 'importedStays.checkOutDate'])
        .where('importedStays.roomId', '=', roomId)
        .where((eb) => importedBlocksStay(eb, window)),
    )
    .orderBy('checkInDate')
    .execute();
}

/**
 * Every room's imported events touching a window (the front desk's occupancy), each piece with its whole event's dates
 * and its feed's name. Read by check-in like search.
 */
export function importedStaysDuringWindowQuery(db: Db, dialect: SqlDialect, window: Stay) {
  return db
    .selectFrom('importedStays')
    .innerJoin('calendarImports', 'calendarImports.id', 'importedStays.importId')
    .select([
      'importedStays.importId',
      'importedStays.roomId',
      'importedStays.eventKey',
      'importedStays.eventStart',
      'importedStays.eventEnd',
      'calendarImports.name',
    ])
    .where((eb) => importedBlocksStayByCheckIn(eb, dialect, window, earliestImportedCheckIn(window.checkInDate)))
    .orderBy('importedStays.roomId')
    .orderBy('importedStays.eventStart');
}

/** How many CONFIRMED stays of the room have not ended by `today` (check-out after today). */
export async function countStaysNotEnded(db: Db, roomId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('bookings.roomId', '=', roomId)
    .where('bookings.status', '=', sql.lit('CONFIRMED'))
    .where('bookings.checkOutDate', '>', today)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
