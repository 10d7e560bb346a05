/** A room description's paragraphs: the runs of text between blank lines, trimmed, empty ones left out. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** How many characters of a description a room card shows: about two lines beside the photo. */
export const EXCERPT_LENGTH = 140;

/**
 * The start of a room description for a card: its first paragraph on one line, cut at the last word that fits in
 * `maxLength` (a word longer than half of it is cut inside), with '…' when anything was left out of that paragraph.
 */
export function excerpt(text: string, maxLength: number = EXCERPT_LENGTH): string {
  const first = (paragraphs(text)[0] ?? '').replace(/\s+/g, ' ');
  if (first.length <= maxLength) return first;
  const lastSpace = first.lastIndexOf(' ', maxLength);
  const cut = lastSpace > maxLength / 2 ? first.slice(0, lastSpace) : first.slice(0, maxLength);
  // No dangling punctuation before the ellipsis ('sea,…').
  return `${cut.replace(/[\s,;:.!?–—-]+$/u, '')}…`;
}
