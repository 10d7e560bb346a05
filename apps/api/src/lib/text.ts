/** Control characters (C0, DEL, C1): never part of a name, an email, a code or a password. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

/** The fields whose text may hold line breaks (LF, CR): a room's description. Every other string may not. */
const MULTILINE_FIELDS = new Set(['/description']);
const LINE_BREAKS = /[\n\r]/g;

/** The path (`/guestFullName`, `/items/0`) of the first string in `value` holding a control character. */
export function findControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') {
    const text = MULTILINE_FIELDS.has(path) ? value.replace(LINE_BREAKS, '') : value;
    return CONTROL_CHARACTERS.test(text) ? path : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findControlCharacter(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
