import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from '../src/lib/language.js';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-GB, de;q=0.5', 'en'],
    ['fr-FR, de;q=0.7, en;q=0.9', 'en'],
    ['fr, de', 'de'],
    ['de;q=0, en;q=0.1', 'en'],
    ['*', undefined],
    ['fr-FR', undefined],
    ['', undefined],
    [undefined, undefined],
    ['DE-at', 'de'],
  ])('%j asks for %j', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
