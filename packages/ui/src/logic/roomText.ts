/** A room description's paragraphs: the runs of text between blank lines, trimmed, empty ones left out. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
