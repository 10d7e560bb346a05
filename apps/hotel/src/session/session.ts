/** The browser storage keys of the spec (section 9). */
export const storageKeys = { token: 'token', userId: 'userId', userRole: 'userRole' } as const;

export type Session = {
  token: string;
  /** The token's `sub`: the user's email, which the API accepts as the user reference. */
  userId: string;
  roles: string[];
};

type TokenClaims = { sub?: string; roles?: unknown; exp?: number };

/**
 * The claims a token carries (its middle part: base64url JSON, UTF-8); throws for anything that is no token. Reading
 * them needs no library and no key: the server checks the signature of every token it is sent.
 */
function tokenClaims(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof claims !== 'object' || claims === null) throw new Error('The token carries no claims.');
  return claims as TokenClaims;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stores the session from a login token: token, userId (= sub) and userRole (the roles, comma-joined). */
export function saveSession(token: string): Session {
  const claims = tokenClaims(token);
  const roles = Array.isArray(claims.roles) ? claims.roles.filter((role): role is string => typeof role === 'string') : [];
  const session = { token, userId: claims.sub ?? '', roles };
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.userId, session.userId);
  localStorage.setItem(storageKeys.userRole, roles.join(','));
  notify();
  return session;
}

export function clearSession(): void {
  Object.values(storageKeys).forEach((key) => localStorage.removeItem(key));
  notify();
}

const expiryListeners = new Set<() => void>();

/**
 * The server refused the stored login (expired or revoked): tell the listeners (the router sends the user to log in
 * again), then forget it. Calls failing together end it once.
 */
export function expireSession(): void {
  if (localStorage.getItem(storageKeys.token) === null) return;
  expiryListeners.forEach((listener) => listener());
  clearSession();
}

export function subscribeToSessionExpiry(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

/**
 * The stored session, or null when there is none or its token has expired (the original app never
 * checked expiry). The server checks every token itself; this only decides what to display.
 */
export function readSession(now = Date.now()): Session | null {
  const token = localStorage.getItem(storageKeys.token);
  if (token !== cached.raw) {
    cached = { raw: token, session: token ? sessionFromStorage(token) : null };
  }
  const { session } = cached;
  if (!session) return null;
  const { exp } = tokenClaims(session.token);
  return exp !== undefined && exp * 1000 <= now ? null : session;
}

function sessionFromStorage(token: string): Session | null {
  try {
    tokenClaims(token);
  } catch {
    return null;
  }
  const roles = (localStorage.getItem(storageKeys.userRole) ?? '').split(',').filter(Boolean);
  return { token, userId: localStorage.getItem(storageKeys.userId) ?? '', roles };
}

export function isAdmin(session: Session | null): boolean {
  return session?.roles.includes('ROLE_ADMIN') ?? false;
}

/** For useSyncExternalStore: changes in this tab and in other tabs (the storage event). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(storageKeys).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
