import { describe, expect, it } from 'vitest';
import { paragraphs } from './roomText';

describe('paragraphs', () => {
  it('splits at blank lines (also with spaces or CRLF in them), trims, and drops empty runs', () => {
    expect(paragraphs('  First line\nstill first.\r\n \r\nSecond.\n\n\n\nThird. ')).toEqual(['First line\nstill first.', 'Second.', 'Third.']);
  });

  it('gives nothing for blank text', () => {
    expect(paragraphs(' \n\n ')).toEqual([]);
  });
});
