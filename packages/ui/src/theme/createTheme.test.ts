import { describe, expect, it } from 'vitest';
import { defaultTokens } from '../brands/default/tokens';
import { seasideTokens } from '../brands/seaside/tokens';
import { createTheme, variableName } from './createTheme';
import { baseTokens } from './tokens';

describe('createTheme', () => {
  const { cssVariables, theme } = createTheme(defaultTokens);

  it('writes every palette colour as a --hui-color-* variable holding its light and its dark value', () => {
    expect(cssVariables['--hui-color-accent']).toBe(`light-dark(rgb(169, 77, 123), ${defaultTokens.darkPalette.accent})`);
    expect(cssVariables['--hui-color-surface-raised']).toBe(`light-dark(#ffffff, ${defaultTokens.darkPalette.surfaceRaised})`);
    expect(Object.keys(cssVariables).filter((name) => name.startsWith('--hui-color-'))).toHaveLength(
      Object.keys(defaultTokens.palette).length,
    );
  });

  it('gives a theme whose leaves reference the variables', () => {
    expect(theme.color.accent).toBe('var(--hui-color-accent)');
    expect(theme.color.dangerSurface).toBe('var(--hui-color-danger-surface)');
    expect(theme.space[4]).toBe('var(--hui-space-4)');
    expect(theme.radius.card).toBe('var(--hui-radius-card)');
    expect(theme.font.heading).toBe('var(--hui-font-heading)');
    for (const group of Object.values({ ...theme, media: {} })) {
      for (const leaf of Object.values(group)) {
        expect(leaf).toMatch(/^var\(--hui-[a-z0-9-]+\)$/);
        expect(cssVariables).toHaveProperty(String(leaf).slice(4, -1));
      }
    }
  });

  it('keeps media queries as real values', () => {
    expect(theme.media.md).toBe('@media (min-width: 48em)');
  });

  it('gives every brand the same theme object shape and references, only different variables', () => {
    const seaside = createTheme(seasideTokens);
    expect(seaside.theme).toEqual(theme);
    expect(seaside.cssVariables['--hui-color-accent']).not.toBe(cssVariables['--hui-color-accent']);
    expect(Object.keys(seaside.cssVariables).sort()).toEqual(Object.keys(cssVariables).sort());
  });
});

describe('a brand beyond colour', () => {
  it('sets its own space scale, type scale, shadows and radii; a brand that sets none gets the shared scales', () => {
    const seaside = createTheme(seasideTokens).cssVariables;
    const plain = createTheme(defaultTokens).cssVariables;
    expect(seaside['--hui-space-4']).toBe(seasideTokens.spacing?.[4]);
    expect(seaside['--hui-font-size-xl']).toBe(seasideTokens.fontSizes?.xl);
    expect(seaside['--hui-shadow-raised']).toBe(seasideTokens.shadows?.raised);
    expect(plain['--hui-space-4']).toBe(baseTokens.space[4]);
    expect(plain['--hui-font-size-xl']).toBe(baseTokens.fontSize.xl);
    expect(plain['--hui-shadow-raised']).toBe(baseTokens.shadow.raised);
  });

  it('keeps the control radius apart from the button and pill radii', () => {
    const seaside = createTheme(seasideTokens).cssVariables;
    expect(seaside['--hui-radius-control']).toBe('10px');
    expect(seaside['--hui-radius-button']).toBe('999px');
    expect(seaside['--hui-radius-pill']).toBe(baseTokens.radius.pill);
    const plain = createTheme(defaultTokens).cssVariables;
    expect(plain['--hui-radius-button']).toBe(plain['--hui-radius-control']);
  });
});

describe('variableName', () => {
  it('kebab-cases group and key', () => {
    expect(variableName('color', 'surfaceRaised')).toBe('--hui-color-surface-raised');
    expect(variableName('space', '0')).toBe('--hui-space-0');
  });
});
