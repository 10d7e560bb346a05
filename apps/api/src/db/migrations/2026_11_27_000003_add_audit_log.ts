import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * `audit_log`: every admin write (modules/audit), written in the transaction of the write, so a failed write leaves
 * none. The actor is kept by id and email, without a foreign key: the entry outlives the account.
 */
export function addAuditLog(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', isPostgres ? 'serial' : 'integer', (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('actor_id', 'integer')
        .addColumn('actor_email', 'text')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('record_id', 'integer', (col) => col.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').columns(['created_at', 'id']).execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
