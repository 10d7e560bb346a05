import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, ensureAdminAccount } from '../src/modules/auth/admin-account.js';
import { addRolesToUser, findRolesOfUser, findUserByEmail } from '../src/modules/auth/accounts.repository.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { freshIp, login, register } from './auth-helpers.js';

const roleNames = async (t: TestApp, email: string) => {
  const user = await findUserByEmail(t.database.db, email);
  return user ? (await findRolesOfUser(t.database.db, user.id)).map((role) => role.name).sort() : [];
};

describe.each(testDialects)('ensureAdminAccount (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('creates the ADMIN_EMAIL account (verified, ROLE_ADMIN + ROLE_USER) once, and it can log in', async () => {
    t = await buildTestApp(dialect, { config: { adminEmail: ' Boss@Hotel.Example ', adminPassword: 'a-long-admin-password' } });
    const printed: string[] = [];
    expect(await ensureAdminAccount(t.app, { print: (text) => printed.push(text) })).toBe('created');
    expect(await ensureAdminAccount(t.app, { print: (text) => printed.push(text) })).toBe('unchanged');
    expect(printed).toEqual([]);
    expect(await roleNames(t, 'boss@hotel.example')).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    const response = await login(t, 'boss@hotel.example', 'a-long-admin-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().roles.sort()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect(await findUserByEmail(t.database.db, DEMO_ADMIN_EMAIL)).toBeUndefined();
  });

  it('makes an existing ADMIN_EMAIL account a verified admin without touching its password', async () => {
    t = await buildTestApp(dialect);
    const { email, password } = await register(t);
    const before = await findUserByEmail(t.database.db, email);
    t.app.config.adminEmail = email;
    t.app.config.adminPassword = 'some-other-password';
    expect(await ensureAdminAccount(t.app)).toBe('updated');
    const after = await findUserByEmail(t.database.db, email);
    expect(after!.verifiedAt).not.toBeNull();
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await roleNames(t, email)).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect((await login(t, email, password)).statusCode).toBe(200);
    expect((await login(t, email, 'some-other-password', freshIp())).statusCode).toBe(401);
  });

  it('without settings creates a demo admin once and prints its credentials once', async () => {
    t = await buildTestApp(dialect);
    const printed: string[] = [];
    expect(await ensureAdminAccount(t.app, { print: (text) => printed.push(text) })).toBe('demo_created');
    expect(await ensureAdminAccount(t.app, { print: (text) => printed.push(text) })).toBe('admin_exists');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(DEMO_ADMIN_EMAIL);
    const password = /password: (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await roleNames(t, DEMO_ADMIN_EMAIL)).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    expect((await login(t, DEMO_ADMIN_EMAIL, password!)).statusCode).toBe(200);
  });

  it('without settings leaves an existing admin alone', async () => {
    t = await buildTestApp(dialect);
    const { email } = await register(t);
    const user = await findUserByEmail(t.database.db, email);
    await addRolesToUser(t.database.db, user!.id, ['ROLE_ADMIN']);
    const printed: string[] = [];
    expect(await ensureAdminAccount(t.app, { print: (text) => printed.push(text) })).toBe('admin_exists');
    expect(printed).toEqual([]);
    expect(await findUserByEmail(t.database.db, DEMO_ADMIN_EMAIL)).toBeUndefined();
  });

  it('in production without settings creates no admin (and no default credentials)', async () => {
    t = await buildTestApp(dialect, { config: { nodeEnv: 'production' } });
    const printed: string[] = [];
    expect(await ensureAdminAccount(t.app, { print: (text) => printed.push(text) })).toBe('none');
    expect(printed).toEqual([]);
    expect(await findUserByEmail(t.database.db, DEMO_ADMIN_EMAIL)).toBeUndefined();
    for (const [email, password] of [[DEMO_ADMIN_EMAIL, 'admin'], ['admin', 'admin'], ['admin@admin.com', 'admin123']]) {
      expect((await login(t, email!, password!)).statusCode).toBe(401);
    }
  });

  it('refuses half or invalid settings', async () => {
    t = await buildTestApp(dialect, { config: { adminEmail: 'boss@hotel.example' } });
    await expect(ensureAdminAccount(t.app)).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    t.app.config.adminPassword = '12345';
    await expect(ensureAdminAccount(t.app)).rejects.toThrow(/ADMIN_PASSWORD must be at least 6/);
    t.app.config.adminEmail = 'not-an-email';
    t.app.config.adminPassword = 'long-enough-password';
    await expect(ensureAdminAccount(t.app)).rejects.toThrow(/ADMIN_EMAIL is not a valid/);
  });
});
