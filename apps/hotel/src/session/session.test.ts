import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/logInAs';
import { MemoryStorage } from '../test/memoryStorage';
import { clearSession, isAdmin, readSession, saveSession, storageKeys, subscribeToSession } from './session';

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('window', new EventTarget());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveSession', () => {
  it('stores the token, the sub as userId and the roles comma-joined under the spec keys', () => {
    const token = fakeToken({ sub: 'ada@example.com', roles: ['ROLE_USER', 'ROLE_ADMIN'], exp: inOneHour() });
    const session = saveSession(token);
    expect(session).toEqual({ token, userId: 'ada@example.com', roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('userId')).toBe('ada@example.com');
    expect(localStorage.getItem('userRole')).toBe('ROLE_USER,ROLE_ADMIN');
  });

  it('ignores roles that are not strings', () => {
    const session = saveSession(fakeToken({ sub: 'a@b.c', roles: ['ROLE_USER', 7, null], exp: inOneHour() }));
    expect(session.roles).toEqual(['ROLE_USER']);
  });

  it('throws for something that is not a token, storing nothing', () => {
    expect(() => saveSession('not-a-token')).toThrow();
    expect(localStorage.length).toBe(0);
  });
});

describe('readSession', () => {
  it('is null without a stored token', () => {
    expect(readSession()).toBeNull();
  });

  it('reads back what saveSession stored', () => {
    const token = fakeToken({ sub: 'ada@example.com', roles: ['ROLE_USER'], exp: inOneHour() });
    saveSession(token);
    expect(readSession()).toEqual({ token, userId: 'ada@example.com', roles: ['ROLE_USER'] });
  });

  it('returns the same object while nothing changes (a stable useSyncExternalStore snapshot)', () => {
    saveSession(fakeToken({ sub: 'ada@example.com', roles: [], exp: inOneHour() }));
    expect(readSession()).toBe(readSession());
  });

  it('is null once the token has expired (the original never checked expiry)', () => {
    const exp = inOneHour();
    saveSession(fakeToken({ sub: 'ada@example.com', roles: ['ROLE_USER'], exp }));
    expect(readSession(exp * 1000 - 1)).not.toBeNull();
    expect(readSession(exp * 1000)).toBeNull();
  });

  it('is null for a stored value that is not a token', () => {
    localStorage.setItem(storageKeys.token, 'garbage');
    localStorage.setItem(storageKeys.userId, 'ada@example.com');
    expect(readSession()).toBeNull();
  });

  it('accepts a token without exp', () => {
    saveSession(fakeToken({ sub: 'ada@example.com', roles: ['ROLE_USER'] }));
    expect(readSession()?.userId).toBe('ada@example.com');
  });
});

describe('clearSession', () => {
  it('removes the three stored values and nothing else', () => {
    saveSession(fakeToken({ sub: 'ada@example.com', roles: ['ROLE_USER'], exp: inOneHour() }));
    localStorage.setItem('unrelated', 'kept');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userRole')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(readSession()).toBeNull();
  });
});

describe('isAdmin', () => {
  it('is true when ROLE_ADMIN is among several roles (the original compared the whole string)', () => {
    expect(isAdmin({ token: 't', userId: 'a', roles: ['ROLE_USER', 'ROLE_ADMIN'] })).toBe(true);
    expect(isAdmin({ token: 't', userId: 'a', roles: ['ROLE_ADMIN'] })).toBe(true);
  });

  it('is false for other roles and without a session', () => {
    expect(isAdmin({ token: 't', userId: 'a', roles: ['ROLE_USER'] })).toBe(false);
    expect(isAdmin({ token: 't', userId: 'a', roles: ['ROLE_ADMINISTRATOR'] })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('subscribeToSession', () => {
  it('tells listeners about saves and clears in this tab until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession(fakeToken({ sub: 'ada@example.com', roles: [], exp: inOneHour() }));
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells listeners about changes of the session keys in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    window.dispatchEvent(storageEvent('token'));
    window.dispatchEvent(storageEvent('unrelated'));
    window.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
