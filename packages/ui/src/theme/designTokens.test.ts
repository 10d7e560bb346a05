import { describe, expect, it } from 'vitest';
import { defaultTokens } from '../brands/default/tokens';
import { seasideTokens } from '../brands/seaside/tokens';
import { variableName } from './createTheme';
import { designTokens, designTokensCss, type DesignToken } from './designTokens';

/** Every token of a DTCG file, by its dotted path. */
const leaves = (file: ReturnType<typeof designTokens>) =>
  Object.entries(file).flatMap(([group, tokens]) =>
    typeof tokens === 'string' ? [] : Object.entries(tokens).map(([name, token]) => [`${group}.${name}`, token] as [string, DesignToken]),
  );

describe.each([
  ['HavenHub', defaultTokens],
  ['Seaside', seasideTokens],
])('the design tokens of %s', (_brand, tokens) => {
  it.each(['light', 'dark'] as const)('in %s give every token a $type and a $value, aliases pointing at real tokens', (scheme) => {
    const file = designTokens(tokens, scheme);
    const byPath = new Map(leaves(file));
    expect(byPath.size).toBeGreaterThan(40);
    for (const [path, token] of byPath) {
      expect(Object.keys(token).sort(), path).toEqual(['$type', '$value']);
      expect(['color', 'fontFamily', 'fontWeight', 'dimension', 'number', 'shadow'], path).toContain(token.$type);
      if (typeof token.$value === 'string') {
        const target = byPath.get(token.$value.slice(1, -1));
        expect(token.$value, path).toMatch(/^\{[a-zA-Z]+\.[a-zA-Z0-9]+\}$/);
        expect(target?.$type, path).toBe(token.$type);
      }
    }
  });

  it.each([
    ['light', tokens.palette],
    ['dark', tokens.darkPalette],
  ] as const)('in %s hold the palette of that scheme, as sRGB colours', (scheme, palette) => {
    const colours = designTokens(tokens, scheme).color as Record<string, DesignToken>;
    expect(Object.keys(colours)).toEqual(Object.keys(palette));
    for (const [role, value] of Object.entries(palette)) {
      const hex = value.startsWith('#')
        ? value
        : `#${value.match(/\d+/g)!.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
      expect(colours[role]!.$value).toMatchObject({ colorSpace: 'srgb', hex, alpha: 1 });
    }
  });

  it('hold the brand’s radii, scales and shadow layers', () => {
    const file = designTokens(tokens, 'light') as Record<string, Record<string, DesignToken>>;
    expect(file.radius!.control!.$value).toEqual({ value: Number.parseFloat(tokens.radii.control), unit: 'px' });
    expect(file.radius!.button!.$value).toEqual(tokens.radii.button ? { value: Number.parseFloat(tokens.radii.button), unit: 'px' } : '{radius.control}');
    expect(file.font!.headingWeight).toEqual({ $type: 'fontWeight', $value: Number(tokens.fonts.headingWeight) });
    expect(file.shadow!.raised!.$value).toHaveLength(2);
    expect((file.font!.heading!.$value as string[])[0]).toBe(tokens.fonts.heading.split(',')[0]!.replaceAll('"', ''));
  });

  it.each([
    ['light', tokens.palette],
    ['dark', tokens.darkPalette],
  ] as const)('as CSS in %s set the kit’s variables to that palette, and color-scheme', (scheme, palette) => {
    const css = designTokensCss(tokens, scheme);
    expect(css).toContain(`color-scheme: ${scheme};`);
    for (const [role, value] of Object.entries(palette)) expect(css).toContain(`${variableName('color', role)}: ${value};`);
    expect(css).toContain(`--hui-radius-control: ${tokens.radii.control};`);
  });
});

describe('designTokens rejects values it cannot type', () => {
  it('names a colour that is not #rrggbb or rgb()', () => {
    expect(() => designTokens({ ...defaultTokens, darkPalette: { ...defaultTokens.darkPalette, accent: 'pink' } }, 'dark')).toThrow(
      "'pink' is not a #rrggbb or rgb() colour",
    );
  });
});
