import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig, testDialects, type TestApp } from './helper.js';
import { bearer, createAccount, type Account } from './auth-helpers.js';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDialects)('bearer tokens (%s)', (dialect) => {
  let t: TestApp;
  let user: Account;
  let other: Account;
  const secret = new TextEncoder().encode(testConfig().jwtSecret);
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    user = await createAccount(t);
    other = await createAccount(t);
  });
  afterAll(async () => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(token) });
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  /** A token as the server signs it, with claims or header overridden. */
  async function sign(overrides: { claims?: Record<string, unknown>; key?: Uint8Array; audience?: string; issuer?: string; exp?: number } = {}) {
    return new SignJWT({ roles: ['ROLE_USER'], uid: user.id, tv: 0, ...overrides.claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.email)
      .setIssuer(overrides.issuer ?? 'hotel-api')
      .setAudience(overrides.audience ?? 'hotel-app')
      .setIssuedAt(nowSeconds())
      .setExpirationTime(overrides.exp ?? nowSeconds() + 3600)
      .sign(overrides.key ?? secret);
  }

  it('accepts the login token and a correctly signed one, and issues 1-hour tokens', async () => {
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(await sign())).statusCode).toBe(200);
    const claims = decodeJwt(user.token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims).toMatchObject({ sub: user.email, uid: user.id, tv: 0, roles: ['ROLE_USER'], iss: 'hotel-api', aud: 'hotel-app' });
  });

  it('refuses a token without the token version, or with another one than the account has', async () => {
    expect((await me(await sign({ claims: { tv: undefined } }))).statusCode).toBe(401);
    expect((await me(await sign({ claims: { tv: 1 } }))).statusCode).toBe(401);
    expect((await me(await sign({ claims: { tv: '0' } }))).statusCode).toBe(401);
  });

  it('refuses alg "none"', async () => {
    const [, payload] = user.token.split('.');
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const response = await me(await sign({ key: new TextEncoder().encode('another-secret-'.padEnd(48, 'y')) }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a payload changed after signing (made admin)', async () => {
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${b64url({ ...claims, roles: ['ROLE_ADMIN'] })}.${signature}`;
    expect((await me(tampered)).statusCode).toBe(401);
    const asOther = `${header}.${b64url({ ...claims, uid: other.id, sub: other.email })}.${signature}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: bearer(asOther) })).statusCode).toBe(401);
  });

  it('reads roles from the account, not from the token', async () => {
    const claimsAdmin = await sign({ claims: { roles: ['ROLE_ADMIN'] } });
    const response = await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: bearer(claimsAdmin) });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token expired beyond the 30 s skew, and accepts one within it', async () => {
    const start = t.clock.now();
    try {
      const token = await sign();
      t.clock.advance(3600_000 + 29_000);
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(2_000);
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses a wrong audience or issuer', async () => {
    expect((await me(await sign({ audience: 'another-app' }))).statusCode).toBe(401);
    expect((await me(await sign({ issuer: 'someone-else' }))).statusCode).toBe(401);
  });

  it('refuses a token whose subject does not match its account, or without an account id', async () => {
    const mismatched = await new SignJWT({ roles: ['ROLE_USER'], uid: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(other.email)
      .setIssuer('hotel-api')
      .setAudience('hotel-app')
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + 600)
      .sign(secret);
    expect((await me(mismatched)).statusCode).toBe(401);
    expect((await me(await sign({ claims: { uid: String(user.id) } }))).statusCode).toBe(401);
    expect((await me(await sign({ claims: { uid: 999_999 } }))).statusCode).toBe(401);
  });

  it('refuses garbage and non-Bearer schemes', async () => {
    for (const authorization of ['Bearer', 'Bearer not.a.jwt', `Basic ${user.token}`, `bearer ${user.token}x`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });
});
