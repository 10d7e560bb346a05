import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * `mail_outbox`: every mail that follows a change, written in the change's own transaction and delivered by the
 * outbox worker (modules/mail). A row holds the rendered message and its `Message-ID`, so every try sends the same
 * mail. It is deleted once delivered; `failed` rows stay for the admin to send again.
 * - a claim (`claimed_by`, `claimed_until`) is the lease of the one process sending it; an expired lease (a process
 *   that died while sending) lets another process take the mail again;
 * - `mail_outbox_due_idx` serves the worker's "pending and due" reads, oldest first.
 */
export function addMailOutbox(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  const timestampType = isPostgres ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', isPostgres ? 'serial' : 'integer', (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('message_id', 'varchar(255)', (col) => col.notNull().unique())
        .addColumn('kind', 'varchar(32)', (col) => col.notNull())
        .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
        .addColumn('subject', 'varchar(255)', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull().check(sql`status in ('pending', 'failed')`))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestampType, (col) => col.notNull())
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('claimed_until', timestampType)
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', timestampType, (col) => col.notNull())
        .addColumn('failed_at', timestampType)
        .execute();
      await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}
