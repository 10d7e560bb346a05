import { Migrator, sql, type Migration } from 'kysely';
import type { DatabaseHandle, SqlDialect } from './connect.js';
import { createInitialTables } from './migrations/2026_11_22_000001_create_initial_tables.js';
import { keepHistory } from './migrations/2026_11_23_000001_keep_history.js';
import { addBookingTotalPrice } from './migrations/2026_11_23_000002_add_booking_total_price.js';
import { addRoomsVersion } from './migrations/2026_11_23_000003_add_rooms_version.js';
import { notifyRoomsVersion } from './migrations/2026_11_23_000004_notify_rooms_version.js';
import { keepLongestStay } from './migrations/2026_11_26_000001_keep_longest_stay.js';
import { addAccountRecovery } from './migrations/2026_11_26_000002_add_account_recovery.js';
import { addRoomCapacity } from './migrations/2026_11_26_000003_add_room_capacity.js';
import { addMailOutbox } from './migrations/2026_11_26_000004_add_mail_outbox.js';
import { addRoomRates } from './migrations/2026_11_26_000005_add_room_rates.js';
import { addCalendarExports } from './migrations/2026_11_27_000001_add_calendar_exports.js';
import { addHotelProfile } from './migrations/2026_11_27_000002_add_hotel_profile.js';
import { addAuditLog } from './migrations/2026_11_27_000003_add_audit_log.js';
import { ratesBumpRoomsVersion } from './migrations/2026_11_28_000001_rates_bump_rooms_version.js';
import { addCalendarImports } from './migrations/2026_11_28_000002_add_calendar_imports.js';
import { addRoomDetailsAndGallery } from './migrations/2026_11_28_000003_add_room_details_and_gallery.js';
import { addLanguages } from './migrations/2026_11_28_000004_add_languages.js';
import { announceCalendarFeeds } from './migrations/2026_11_28_000005_announce_calendar_feeds.js';
import { announceImportedStays } from './migrations/2026_11_28_000006_announce_imported_stays.js';

/** Versioned migrations, in order; each takes the dialect so one history serves SQLite and PostgreSQL. */
function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '2026_11_22_000001_create_initial_tables': createInitialTables(dialect),
    '2026_11_23_000001_keep_history': keepHistory(dialect),
    '2026_11_23_000002_add_booking_total_price': addBookingTotalPrice(dialect),
    '2026_11_23_000003_add_rooms_version': addRoomsVersion(dialect),
    '2026_11_23_000004_notify_rooms_version': notifyRoomsVersion(dialect),
    '2026_11_26_000001_keep_longest_stay': keepLongestStay(dialect),
    '2026_11_26_000002_add_account_recovery': addAccountRecovery(dialect),
    '2026_11_26_000003_add_room_capacity': addRoomCapacity(),
    '2026_11_26_000004_add_mail_outbox': addMailOutbox(dialect),
    '2026_11_26_000005_add_room_rates': addRoomRates(),
    '2026_11_27_000001_add_calendar_exports': addCalendarExports(),
    '2026_11_27_000002_add_hotel_profile': addHotelProfile(),
    '2026_11_27_000003_add_audit_log': addAuditLog(dialect),
    '2026_11_28_000001_rates_bump_rooms_version': ratesBumpRoomsVersion(dialect),
    '2026_11_28_000002_add_calendar_imports': addCalendarImports(dialect),
    '2026_11_28_000003_add_room_details_and_gallery': addRoomDetailsAndGallery(dialect),
    '2026_11_28_000004_add_languages': addLanguages(),
    '2026_11_28_000005_announce_calendar_feeds': announceCalendarFeeds(dialect),
    '2026_11_28_000006_announce_imported_stays': announceImportedStays(dialect),
  };
}

/** The migrator of this database; its history table lives in the connection's own schema. */
export async function createMigrator({ db, dialect }: DatabaseHandle): Promise<Migrator> {
  // Kysely looks for its migration tables in every schema of the database; on PostgreSQL pin them to
  // the connection's own schema, so other schemas (parallel test runs) cannot make it skip creating them.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

export async function migrateToLatest(database: DatabaseHandle): Promise<void> {
  const migrator = await createMigrator(database);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? `: ${error.message}` : '';
    throw new Error(`Database migration ${failed?.migrationName ?? '(before any migration)'} failed${reason}`, { cause: error });
  }
}
