import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle, SqlDialect } from './connect.js';
import { createInitialTables } from './migrations/2026_11_22_000001_create_initial_tables.js';

/** Versioned migrations, in order; each takes the dialect so one history serves SQLite and PostgreSQL. */
function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '2026_11_22_000001_create_initial_tables': createInitialTables(dialect),
  };
}

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
