/**
 * The email waiting for its one-time code, kept for the browser tab (sessionStorage) so that reloading
 * /verify-otp does not lose it (the original kept it only in router state).
 */
const key = 'pendingVerificationEmail';

export function rememberPendingEmail(email: string): void {
  try {
    sessionStorage.setItem(key, email);
  } catch {
    // Storage can be unavailable (private modes, quotas): the router state still carries the email.
  }
}

export function readPendingEmail(): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function forgetPendingEmail(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}
