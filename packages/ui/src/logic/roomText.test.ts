import { describe, expect, it } from 'vitest';
import { excerpt, paragraphs } from './roomText';

describe('paragraphs', () => {
  it('splits at blank lines (also with spaces or CRLF in them), trims, and drops empty runs', () => {
    expect(paragraphs('  First line\nstill first.\r\n \r\nSecond.\n\n\n\nThird. ')).toEqual(['First line\nstill first.', 'Second.', 'Third.']);
  });

  it('gives nothing for blank text', () => {
    expect(paragraphs(' \n\n ')).toEqual([]);
  });
});

describe('excerpt', () => {
  it('is the whole first paragraph on one line when it fits', () => {
    expect(excerpt('A quiet room\nfacing the garden.\n\nBreakfast is served downstairs.', 40)).toBe('A quiet room facing the garden.');
  });

  it('cuts at the last whole word that fits, without trailing punctuation, and ends in an ellipsis', () => {
    expect(excerpt('Bright corner room, sea views from both windows and a desk.', 22)).toBe('Bright corner room…');
    expect(excerpt('Bright corner room, sea views from both windows and a desk.', 28)).toBe('Bright corner room, sea…');
  });

  it('cuts inside a word longer than half the length rather than leaving almost nothing', () => {
    expect(excerpt('Donaudampfschifffahrtsgesellschaftskapitänskajüte mit Blick', 20)).toBe('Donaudampfschifffahr…');
  });

  it('defaults to the card length', () => {
    const long = 'word '.repeat(60);
    expect(excerpt(long).length).toBeLessThanOrEqual(141);
    expect(excerpt(long).endsWith('word…')).toBe(true);
  });
});
