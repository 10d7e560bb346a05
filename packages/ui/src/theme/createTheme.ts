import { baseTokens, type BrandPalette, type BrandRadii, type BrandTokens, type SpaceStep } from './tokens';

type Breakpoint = keyof typeof baseTokens.breakpoints;

/**
 * The styled-components theme. Every leaf except `media` is a `var(--hui-…)` reference, so the
 * theme object is identical for all brands and switching brand only changes CSS variables.
 */
export type HotelTheme = {
  color: Record<keyof BrandTokens['palette'], string>;
  font: { body: string; heading: string; headingWeight: string };
  fontSize: Record<keyof typeof baseTokens.fontSize, string>;
  fontWeight: Record<keyof typeof baseTokens.fontWeight, string>;
  lineHeight: Record<keyof typeof baseTokens.lineHeight, string>;
  radius: Required<BrandRadii>;
  space: Record<SpaceStep, string>;
  shadow: Record<keyof typeof baseTokens.shadow, string>;
  /** `${theme.media.md} { … }`: min-width media queries (CSS variables cannot be used in media queries). */
  media: Record<Breakpoint, string>;
};

export type CssVariables = Record<`--hui-${string}`, string>;

export type CreatedTheme = { cssVariables: CssVariables; theme: HotelTheme };

/** The raw value of every variable, grouped as in the theme. */
export type TokenValues = Omit<HotelTheme, 'media'>;

/** A brand's tokens with the shared scales filled in, its colours taken from `palette` (one scheme's). */
export function tokenValues(tokens: BrandTokens, palette: BrandPalette): TokenValues {
  return {
    color: { ...palette },
    font: { ...tokens.fonts },
    fontSize: { ...(tokens.fontSizes ?? baseTokens.fontSize) },
    fontWeight: { ...baseTokens.fontWeight },
    lineHeight: { ...baseTokens.lineHeight },
    radius: {
      control: tokens.radii.control,
      button: tokens.radii.button ?? tokens.radii.control,
      card: tokens.radii.card,
      pill: tokens.radii.pill ?? baseTokens.radius.pill,
    },
    space: { ...(tokens.spacing ?? baseTokens.space) },
    shadow: { ...(tokens.shadows ?? baseTokens.shadow) },
  };
}

/**
 * Maps a brand's raw tokens and the shared scales to CSS variables and a theme of `var()` references. Each colour is
 * `light-dark(light, dark)`: the root's `color-scheme` picks one, so a scheme switch changes no variable.
 */
export function createTheme(tokens: BrandTokens): CreatedTheme {
  const values = tokenValues(tokens, tokens.palette);

  const cssVariables: CssVariables = {};
  const references = {} as Record<string, Record<string, string>>;
  for (const [group, entries] of Object.entries(values) as [string, Record<string, string>][]) {
    const groupReferences: Record<string, string> = {};
    for (const [key, value] of Object.entries(entries)) {
      const name = variableName(group, key);
      cssVariables[name] = group === 'color' ? `light-dark(${value}, ${tokens.darkPalette[key as keyof BrandPalette]})` : value;
      groupReferences[key] = `var(${name})`;
    }
    references[group] = groupReferences;
  }

  const media = Object.fromEntries(
    Object.entries(baseTokens.breakpoints).map(([name, width]) => [name, `@media (min-width: ${width})`]),
  ) as Record<Breakpoint, string>;

  return { cssVariables, theme: { ...(references as unknown as TokenValues), media } };
}

/** `variableName('color', 'surfaceRaised')` → `--hui-color-surface-raised`. */
export function variableName(group: string, key: string): `--hui-${string}` {
  const kebab = (text: string) => text.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `--hui-${kebab(group)}-${kebab(key)}`;
}
