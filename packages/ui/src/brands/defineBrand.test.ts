import { describe, expect, it } from 'vitest';
import type { BrandPalette } from '../theme/tokens';
import { defaultBrand } from './default';
import { defaultTokens } from './default/tokens';
import { defineBrand } from './defineBrand';
import { seasideBrand } from './seaside';

describe('defineBrand', () => {
  it('returns a complete brand as given', () => {
    const brand = { name: 'alpenhof', tokens: defaultTokens };
    expect(defineBrand(brand)).toBe(brand);
  });

  it("accepts the kit's own brands (typed constants, so pages that use them do not ship the check)", () => {
    for (const brand of [defaultBrand, seasideBrand]) expect(defineBrand(brand)).toBe(brand);
  });

  it('throws at definition, naming the brand and the tokens, when a token is missing or empty', () => {
    const { accent: _accent, ...paletteWithoutAccent } = defaultTokens.palette;
    expect(() =>
      // @ts-expect-error -- a palette without `accent` is a type error too
      defineBrand({ name: 'alpenhof', tokens: { ...defaultTokens, palette: paletteWithoutAccent } }),
    ).toThrow("@hotel/ui: defineBrand('alpenhof'): tokens.palette lacks accent");
    expect(() => defineBrand({ name: 'alpenhof', tokens: { ...defaultTokens, radii: { control: '', card: '4px' } } })).toThrow(
      'tokens.radii lacks control',
    );
    const { darkPalette: _darkPalette, ...lightOnly } = defaultTokens;
    // @ts-expect-error -- a brand without a dark palette is a type error too: every brand has both schemes
    expect(() => defineBrand({ name: 'alpenhof', tokens: lightOnly })).toThrow(/tokens\.darkPalette lacks surface, .*focus$/);
    // A brand read from a designer's JSON at run time: the compiler cannot see it, the check can.
    const fromJson = JSON.parse('{ "name": "json", "tokens": { "palette": {}, "fonts": { "body": "serif" }, "radii": {} } }');
    expect(() => defineBrand(fromJson)).toThrow(/tokens\.palette lacks surface, surfaceRaised, .*focus$/);
  });

  it('rejects a palette for an unknown colour scheme at definition, and as a type error', () => {
    expect(() =>
      // @ts-expect-error -- a brand has the light and the dark scheme's palettes only
      defineBrand({ name: 'alpenhof', tokens: { ...defaultTokens, sepiaPalette: defaultTokens.palette } }),
    ).toThrow("@hotel/ui: defineBrand('alpenhof'): tokens.sepiaPalette is no colour scheme's palette");
    const fromJson = JSON.parse(JSON.stringify({ name: 'json', tokens: { ...defaultTokens, highContrastPalette: defaultTokens.palette } }));
    expect(() => defineBrand(fromJson)).toThrow('tokens.highContrastPalette is no colour scheme');
  });

  it('makes a misspelled token a type error', () => {
    const palette: BrandPalette = {
      ...defaultTokens.palette,
      // @ts-expect-error -- `acent` is no palette token
      acent: '#000',
    };
    expect(defineBrand({ name: 'typo', tokens: { ...defaultTokens, palette } }).tokens.palette.accent).toBe(defaultTokens.palette.accent);
  });
});
