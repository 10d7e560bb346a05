/**
 * The one email syntax of the product: ajv-formats' `email` (fast mode), which the server's schemas apply too.
 * A local address such as `bob@localhost` passes, so every account that can register can book with its email.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Whether `email`, exactly as given (trim it first where a form allows stray spaces), is an email address. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** The email as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
