import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../src/db/connect.js';
import type { AuthUser } from '../src/modules/auth/permissions.js';

/**
 * Test data written straight into the database (no HTTP, no password hashing), shared by the
 * API test files. Extend it here rather than starting a second one.
 */

export type TestUser = AuthUser & { firstName: string; lastName: string };

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${sequence}-${randomBytes(3).toString('hex')}`;
}

/**
 * A verified account with the given roles (default ROLE_USER). The email is lower-case, as stored by the app. With
 * `passwordHash` (from `hashPassword`) it can log in through the form; without, only with a token made for it.
 */
export async function createUser(
  { db }: DatabaseHandle,
  options: { email?: string; firstName?: string; lastName?: string; roles?: string[]; verified?: boolean; passwordHash?: string } = {},
): Promise<TestUser> {
  const email = (options.email ?? `user-${unique()}@example.test`).toLowerCase();
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? 'User';
  const roles = options.roles ?? ['ROLE_USER'];
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      email,
      firstName,
      lastName,
      passwordHash: options.passwordHash ?? 'not-a-real-hash',
      verifiedAt: options.verified === false ? null : now,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of roles) {
    const role = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    await db.insertInto('userRoles').values({ userId: id, roleId: role.id }).execute();
  }
  return { id, email, firstName, lastName, roles, tokenVersion: 0 };
}

/** An account with ROLE_USER and ROLE_ADMIN. */
export async function createAdmin(database: DatabaseHandle, options: { email?: string; passwordHash?: string } = {}): Promise<TestUser> {
  return createUser(database, { ...options, roles: ['ROLE_USER', 'ROLE_ADMIN'] });
}

/** A room, without a photo unless `photoEtag` is given (then a stored WebP of that version, its bytes a stand-in). */
export async function createRoom(
  { db }: DatabaseHandle,
  options: { roomType?: string; roomPriceCents?: number; photoEtag?: string; maxAdults?: number; maxChildren?: number } = {},
): Promise<{ id: number; roomType: string; roomPriceCents: number }> {
  const roomType = options.roomType ?? 'Double';
  const roomPriceCents = options.roomPriceCents ?? 12_000;
  const photo = options.photoEtag
    ? { photo: Buffer.from('webp'), photoContentType: 'image/webp', photoEtag: options.photoEtag }
    : { photo: null, photoContentType: null, photoEtag: null };
  const { id } = await db
    .insertInto('rooms')
    .values({
      roomType,
      roomPriceCents,
      ...photo,
      ...(options.maxAdults === undefined ? {} : { maxAdults: options.maxAdults }),
      ...(options.maxChildren === undefined ? {} : { maxChildren: options.maxChildren }),
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, roomType, roomPriceCents };
}

/** `{ authorization: 'Bearer …' }` for `app.inject` headers. */
export async function authHeader(app: FastifyInstance, user: AuthUser): Promise<{ authorization: string }> {
  const token = await app.tokens.issue({ id: user.id, email: user.email, roles: user.roles, tokenVersion: user.tokenVersion });
  return { authorization: `Bearer ${token}` };
}
