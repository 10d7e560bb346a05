import { Type, type Static, type TSchema } from 'typebox';
import { Count, DateTime, Email, Id } from '../../schemas/common.js';

export const AUDIT_PAGE_SIZE_MAX = 100;
const AUDIT_PAGE_MAX = 100_000;

/** What an admin write was; the record id names a room, a booking, a mail or an account accordingly (1 for the hotel's profile). */
export const auditKinds = [
  'room.created',
  'room.updated',
  'room.removed',
  'room.rates_updated',
  'booking.cancelled',
  'mail.retried',
  'calendar.token_rotated',
  'calendar.import_added',
  'calendar.import_removed',
  'user.deleted',
  'hotel.updated',
] as const;
export type AuditKind = (typeof auditKinds)[number];

const Kind = Type.Unsafe<AuditKind>(Type.Union(auditKinds.map((kind) => Type.Literal(kind))));

export const AuditQuery = Type.Object(
  {
    actorId: Type.Optional(Id),
    kind: Type.Optional(Kind),
    from: Type.Optional(Type.String({ format: 'date', maxLength: 10, description: 'Entries on or after this date (UTC), YYYY-MM-DD.' })),
    to: Type.Optional(Type.String({ format: 'date', maxLength: 10, description: 'Entries before this date (UTC), YYYY-MM-DD.' })),
    page: Type.Integer({ format: 'int32', minimum: 0, maximum: AUDIT_PAGE_MAX, default: 0, description: 'Page number, from 0.' }),
    size: Type.Integer({ format: 'int32', minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: 20, description: 'Entries per page.' }),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

/** The fields a write changed, before or after it, each value as text (null for none). */
const Snapshot = Type.Union([
  Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 200 }), Type.Null()]), { maxProperties: 20 }),
  Type.Null(),
]);

export const AuditEntry = Type.Object(
  {
    id: Id,
    actorId: Type.Union([Id, Type.Null()], { description: 'The account that wrote; null when none (e.g. a cancellation by confirmation code).' }),
    actorEmail: Type.Union([{ ...Email, format: undefined }, Type.Null()]),
    kind: Kind,
    recordId: Id,
    before: Snapshot,
    after: Snapshot,
    createdAt: DateTime,
  },
  { $id: 'AuditEntry', additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object(
  {
    entries: Type.Array(Type.Ref('AuditEntry'), { maxItems: AUDIT_PAGE_SIZE_MAX }),
    page: Type.Integer({ format: 'int32', minimum: 0, maximum: AUDIT_PAGE_MAX }),
    size: Type.Integer({ format: 'int32', minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX }),
    total: Type.Integer({ ...Count, description: 'Entries matching the filter in all.' }),
  },
  { $id: 'AuditPage', additionalProperties: false },
);
export type AuditPage = { entries: AuditEntry[]; page: number; size: number; total: number };

export const auditComponentSchemas: TSchema[] = [AuditEntry, AuditPage];
