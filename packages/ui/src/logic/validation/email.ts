/**
 * The one email rule of every form (register, login's sibling forms, reservation): the server's syntax check
 * (ajv-formats `email`, fast mode; apps/api `isValidEmail`). A local address such as `bob@localhost` passes, so an
 * account that could register can always book with its own email.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
