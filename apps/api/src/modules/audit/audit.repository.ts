import type { Insertable } from 'kysely';
import type { AuditLogTable, Db } from '../../db/schema.js';

export type NewAuditEntry = Insertable<AuditLogTable>;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}

export type AuditFilter = { actorId?: number; kind?: string; from?: string; to?: string };

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditLog');
  if (filter.actorId !== undefined) query = query.where('auditLog.actorId', '=', filter.actorId);
  if (filter.kind !== undefined) query = query.where('auditLog.kind', '=', filter.kind);
  if (filter.from !== undefined) query = query.where('auditLog.createdAt', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('auditLog.createdAt', '<', filter.to);
  return query;
}

/** A page of entries, the latest first, and how many match in all. */
export async function listAuditEntries(db: Db, filter: AuditFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll('auditLog').orderBy('auditLog.createdAt', 'desc').orderBy('auditLog.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
