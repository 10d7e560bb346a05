import { isValidEmail, normalizeEmail } from '@hotel/booking-rules';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { ADMIN_ROLE, USER_ROLE } from './permissions.js';
import {
  addRolesToUser,
  findUserByEmail,
  findUserIdsWithRole,
  insertUserIfEmailFree,
  markUserVerified,
} from './accounts.repository.js';
import type { EventLog } from './auth.service.js';
import { MIN_PASSWORD_LENGTH, hashPassword } from './passwords.js';

export const DEMO_ADMIN_EMAIL = 'admin@hotel.local';
const RECOMMENDED_ADMIN_PASSWORD_LENGTH = 12;

export type AdminAccountOutcome =
  | 'created' // from ADMIN_EMAIL / ADMIN_PASSWORD
  | 'updated' // that account existed; made admin and/or verified
  | 'unchanged' // that account was already a verified admin
  | 'demo_created' // no admin and no settings: demo admin created, credentials printed
  | 'admin_exists' // no settings, an admin exists already
  | 'none'; // no settings in production, or the demo email is taken: no admin was made

export type AdminAccountSettings = {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  nodeEnv: string;
};

export type AdminAccountDeps = {
  database: DatabaseHandle;
  clock: Clock;
  log: EventLog;
  /** Where the demo credentials are shown, once (stdout by default: not the structured log). */
  print?: (text: string) => void;
};

async function ensureConfiguredAdmin(deps: AdminAccountDeps, email: string, password: string): Promise<AdminAccountOutcome> {
  if (!isValidEmail(email)) throw new Error('ADMIN_EMAIL is not a valid email address.');
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if ([...password].length < RECOMMENDED_ADMIN_PASSWORD_LENGTH) {
    deps.log.warn({ event: 'admin.weak_password' }, `ADMIN_PASSWORD is shorter than ${RECOMMENDED_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const now = deps.clock.now().toISOString();
  const existing = await findUserByEmail(deps.database.db, email);
  const passwordHash = existing ? undefined : await hashPassword(password);
  return withWriteTransaction(deps.database, async (trx) => {
    const current = await findUserByEmail(trx, email);
    if (!current) {
      const userId = await insertUserIfEmailFree(trx, {
        email,
        firstName: 'Hotel',
        lastName: 'Admin',
        passwordHash: passwordHash ?? (await hashPassword(password)),
        verifiedAt: now,
        createdAt: now,
      });
      if (userId === undefined) throw new Error('The admin account was created concurrently; start again.');
      await addRolesToUser(trx, userId, [ADMIN_ROLE, USER_ROLE]);
      deps.log.info({ event: 'admin.created', userId }, 'admin account created from ADMIN_EMAIL');
      return 'created';
    }
    const admins = await findUserIdsWithRole(trx, ADMIN_ROLE);
    if (admins.includes(current.id) && current.verifiedAt !== null) return 'unchanged';
    await addRolesToUser(trx, current.id, [ADMIN_ROLE, USER_ROLE]);
    await markUserVerified(trx, current.id, now);
    // The password of an existing account is left as it is: the environment cannot take it over.
    deps.log.info({ event: 'admin.updated', userId: current.id }, 'ADMIN_EMAIL account made a verified admin (password unchanged)');
    return 'updated';
  });
}

async function ensureDemoAdmin(deps: AdminAccountDeps, nodeEnv: string): Promise<AdminAccountOutcome> {
  const { db } = deps.database;
  if ((await findUserIdsWithRole(db, ADMIN_ROLE)).length > 0) return 'admin_exists';
  if (nodeEnv === 'production') {
    deps.log.warn(
      { event: 'admin.missing' },
      'No admin account exists and ADMIN_EMAIL / ADMIN_PASSWORD are not set: no demo admin is created in production.',
    );
    return 'none';
  }
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now().toISOString();
  const userId = await withWriteTransaction(deps.database, async (trx) => {
    if ((await findUserIdsWithRole(trx, ADMIN_ROLE)).length > 0) return undefined;
    const id = await insertUserIfEmailFree(trx, {
      email: DEMO_ADMIN_EMAIL,
      firstName: 'Demo',
      lastName: 'Admin',
      passwordHash,
      verifiedAt: now,
      createdAt: now,
    });
    if (id !== undefined) await addRolesToUser(trx, id, [ADMIN_ROLE, USER_ROLE]);
    return id;
  });
  if (userId === undefined) {
    // Another instance won the race, or someone registered the demo address: never promote it.
    const admins = await findUserIdsWithRole(db, ADMIN_ROLE);
    if (admins.length > 0) return 'admin_exists';
    deps.log.warn({ event: 'admin.missing' }, `${DEMO_ADMIN_EMAIL} is taken by a non-admin account; set ADMIN_EMAIL and ADMIN_PASSWORD.`);
    return 'none';
  }
  deps.log.warn({ event: 'admin.demo_created', userId }, 'demo admin account created; its password is printed once on stdout');
  const print = deps.print ?? ((text: string) => void process.stdout.write(text));
  print(
    [
      '',
      '================================================================',
      ' Demo admin account created. The password is shown only this once:',
      `   email:    ${DEMO_ADMIN_EMAIL}`,
      `   password: ${password}`,
      ' Set ADMIN_EMAIL and ADMIN_PASSWORD to use your own admin account.',
      '================================================================',
      '',
    ].join('\n'),
  );
  return 'demo_created';
}

/** The rule of `ensureAdminAccount`, without Fastify. */
export async function ensureAdmin(deps: AdminAccountDeps, settings: AdminAccountSettings): Promise<AdminAccountOutcome> {
  const { adminEmail, adminPassword } = settings;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  }
  if (adminEmail !== undefined && adminPassword !== undefined) {
    return ensureConfiguredAdmin(deps, normalizeEmail(adminEmail), adminPassword);
  }
  return ensureDemoAdmin(deps, settings.nodeEnv);
}

/**
 * Makes sure an admin account exists on start: from ADMIN_EMAIL / ADMIN_PASSWORD (created if
 * missing, verified, ROLE_ADMIN + ROLE_USER), or else — outside production, when there is no admin
 * yet — a demo admin whose credentials are printed once.
 */
export async function ensureAdminAccount(
  app: FastifyInstance,
  options: { print?: (text: string) => void } = {},
): Promise<AdminAccountOutcome> {
  return ensureAdmin(
    { database: app.database, clock: app.clock, log: app.log, ...(options.print ? { print: options.print } : {}) },
    { adminEmail: app.config.adminEmail, adminPassword: app.config.adminPassword, nodeEnv: app.config.nodeEnv },
  );
}
