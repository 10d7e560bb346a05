import type { DatabaseHandle } from '../../db/connect.js';
import type { Db } from '../../db/schema.js';
import type { AuthUser } from '../auth/permissions.js';
import { insertAuditEntry, listAuditEntries } from './audit.repository.js';
import type { AuditEntry, AuditKind, AuditPage, AuditQuery } from './audit.schemas.js';

/** The fields a write changed, as they were and as they became (prices in the API's units, dates as written). */
export type Snapshot = Record<string, string | number | boolean | null>;
/** A snapshot as stored and answered: every value as text, so the log reads the same whatever the field. */
type StoredSnapshot = Record<string, string | null>;

const asText = (snapshot: Snapshot): StoredSnapshot =>
  Object.fromEntries(Object.entries(snapshot).map(([key, value]) => [key, value === null ? null : String(value)]));

/** Who wrote: the caller, or nobody known (a cancellation by confirmation code). */
export type Actor = Pick<AuthUser, 'id' | 'email'> | null;

/**
 * Records an admin write. Call it with the write's own transaction, so the entry exists exactly when the write does.
 */
export async function recordAudit(
  trx: Db,
  entry: { actor: Actor; kind: AuditKind; recordId: number; before?: Snapshot | null; after?: Snapshot | null; at: Date },
): Promise<void> {
  await insertAuditEntry(trx, {
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    kind: entry.kind,
    recordId: entry.recordId,
    before: entry.before ? JSON.stringify(asText(entry.before)) : null,
    after: entry.after ? JSON.stringify(asText(entry.after)) : null,
    createdAt: entry.at.toISOString(),
  });
}

/** The fields of `after` that differ from `before`, each side with only those fields. */
export function changedFields(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key]!])) };
}

/** A page of the audit log, the latest first, filtered by actor, kind and date (UTC days, `to` exclusive). */
export async function getAuditLog({ db }: DatabaseHandle, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await listAuditEntries(
    db,
    {
      ...(query.actorId === undefined ? {} : { actorId: query.actorId }),
      ...(query.kind === undefined ? {} : { kind: query.kind }),
      ...(query.from === undefined ? {} : { from: query.from }),
      ...(query.to === undefined ? {} : { to: query.to }),
    },
    { offset: query.page * query.size, limit: query.size },
  );
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    kind: row.kind as AuditKind,
    recordId: row.recordId,
    before: row.before === null ? null : (JSON.parse(row.before) as StoredSnapshot),
    after: row.after === null ? null : (JSON.parse(row.after) as StoredSnapshot),
    createdAt: row.createdAt,
  }));
  return { entries, page: query.page, size: query.size, total };
}
