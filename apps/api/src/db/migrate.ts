import { Migrator, sql, type Migration } from 'kysely';
import type { DatabaseHandle, SqlDialect } from './connect.js';
import { createInitialTables } from './migrations/2026_11_22_000001_create_initial_tables.js';

/** Versioned migrations, in order; each takes the dialect so one history serves SQLite and PostgreSQL. */
function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return {
    '2026_11_22_000001_create_initial_tables': createInitialTables(dialect),
  };
}

export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  // Kysely looks for its migration tables in every schema of the database; on PostgreSQL pin them to
  // the connection's own schema, so other schemas (parallel test runs) cannot make it skip creating them.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
