import { saveSession } from '../session/session';

/** Runs in Node, happy-dom and the browser (Storybook), so no Buffer. */
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the given claims (the app only decodes tokens; the server verifies them). */
export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export const userEmail = 'ada@example.com';

/** Logs in as a guest (ROLE_USER) or an admin, with a token valid for an hour. */
export function logInAs(role: 'user' | 'admin', email = userEmail): void {
  const roles = role === 'admin' ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'];
  saveSession(fakeToken({ sub: email, roles, exp: Math.floor(Date.now() / 1000) + 3600 }));
}
