import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language';

describe('initialLanguage', () => {
  it('keeps the remembered choice over the browser and the hotel', () => {
    expect(initialLanguage('de', ['en-US'], 'en')).toBe('de');
    expect(initialLanguage('en', ['de-DE'], 'de')).toBe('en');
  });

  it("takes the first of the browser's languages the kit speaks (Accept-Language)", () => {
    expect(initialLanguage(null, ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(initialLanguage(null, ['EN-gb', 'de'])).toBe('en');
  });

  it("falls back to the hotel's default, ignoring a stored value that is no language of the kit", () => {
    expect(initialLanguage('xx', ['fr', 'it'], 'de')).toBe('de');
    expect(initialLanguage(null, [])).toBe('en');
  });
});
