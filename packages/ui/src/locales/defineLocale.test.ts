import { describe, expect, it } from 'vitest';
import { de, deBase } from './de';
import * as deMessages from './de.messages';
import { defineLocale, type LocalePack } from './defineLocale';
import { en } from './en';

describe('defineLocale', () => {
  it("accepts the kit's own packs (typed constants, so pages that use them do not ship the check)", () => {
    for (const pack of [en, deBase, de]) expect(defineLocale(pack)).toBe(pack);
  });

  it('returns a valid pack as given', () => {
    const pack: LocalePack = { ...deBase, messages: { Paginator: deMessages.Paginator } };
    expect(defineLocale(pack)).toBe(pack);
  });

  it('makes a group given without all its texts a type error (tsc -p packages/ui fails without it)', () => {
    const { navigationLabel: _navigationLabel, ...paginatorWithoutLabel } = deMessages.Paginator;
    // @ts-expect-error -- `Paginator.navigationLabel` is missing
    const incomplete = defineLocale({ ...deBase, messages: { Paginator: paginatorWithoutLabel } });
    // A key left out of the object is invisible at run time (the kit shows the English text): types catch that case.
    expect(incomplete.messages.Paginator).toEqual({ pageLabel: deMessages.Paginator.pageLabel });
  });

  it('throws at definition when a text is absent or empty, as in a pack read at run time', () => {
    const fromFile = JSON.parse('{ "Paginator": { "navigationLabel": "" } }');
    expect(() => defineLocale({ ...deBase, messages: fromFile })).toThrow(
      "@hotel/ui: defineLocale('de-DE'): messages.Paginator.navigationLabel is missing",
    );
    const withUndefined = { ...deMessages.Paginator, navigationLabel: undefined as unknown as string };
    expect(() => defineLocale({ ...deBase, messages: { Paginator: withUndefined } })).toThrow('messages.Paginator.navigationLabel is missing');
  });

  it('throws at definition on an invalid language code or a missing date pattern', () => {
    expect(() => defineLocale({ ...deBase, code: 'deutsch!' })).toThrow("defineLocale('deutsch!'): code 'deutsch!' is not a language tag");
    expect(() =>
      // @ts-expect-error -- both date patterns are required
      defineLocale({ ...deBase, datePatterns: { booking: 'd. MMMM yyyy' } }),
    ).toThrow('datePatterns.range is missing');
  });
});
