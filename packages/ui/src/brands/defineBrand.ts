import type { MessagesPack } from '../messages/allMessages';
import type { BrandFonts, BrandPalette, BrandRadii, BrandTokens } from '../theme/tokens';

/** A hotel's look and voice: raw tokens plus message overrides (tone of voice only; defaults fill the rest). */
export type Brand = {
  /** Stable id, written as `data-brand` on the kit's root, e.g. 'default', 'seaside'. */
  name: string;
  tokens: BrandTokens;
  messages?: MessagesPack;
};

/** Tokens every brand sets itself (the rest default to `baseTokens`); `satisfies` keeps the lists equal to the types. */
const paletteRoles = {
  surface: 1, surfaceRaised: 1, text: 1, textMuted: 1, accent: 1, onAccent: 1, border: 1, borderStrong: 1,
  danger: 1, onDanger: 1, dangerSurface: 1, success: 1, successSurface: 1, warning: 1, warningSurface: 1, focus: 1,
} satisfies Record<keyof BrandPalette, 1>;
const requiredTokens = {
  palette: paletteRoles,
  darkPalette: paletteRoles,
  fonts: { body: 1, heading: 1, headingWeight: 1 } satisfies Record<keyof BrandFonts, 1>,
  radii: { control: 1, card: 1 } satisfies Record<Exclude<keyof BrandRadii, 'button' | 'pill'>, 1>,
};

/**
 * Declares a brand. The parameter is typed against `AllMessages`, so a misspelled group or key
 * (`{ Paginatr: … }`, `{ Paginator: { lable: … } }`) is a type error; so is a missing token. A brand built at run
 * time (e.g. from a designer's JSON) is checked here too: a token missing or empty throws, naming it, and so does a
 * palette for an unknown colour scheme.
 */
export function defineBrand(brand: Brand): Brand {
  // A palette for a scheme the kit has no `colorScheme` for (e.g. `sepiaPalette`) would never be shown.
  const unknownScheme = Object.keys(brand.tokens ?? {}).find((group) => /Palette$/.test(group) && group !== 'darkPalette');
  if (unknownScheme) {
    throw new Error(
      `@hotel/ui: defineBrand('${brand.name}'): tokens.${unknownScheme} is no colour scheme's palette (palette is the light scheme's, darkPalette the dark one's)`,
    );
  }
  for (const [group, names] of Object.entries(requiredTokens)) {
    const values = (brand.tokens as Record<string, Record<string, unknown> | undefined> | undefined)?.[group];
    const missing = Object.keys(names).filter((name) => typeof values?.[name] !== 'string' || values[name] === '');
    if (missing.length > 0) {
      throw new Error(`@hotel/ui: defineBrand('${brand.name}'): tokens.${group} lacks ${missing.join(', ')}`);
    }
  }
  return brand;
}
