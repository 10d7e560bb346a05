/**
 * Raw design values. A brand supplies `BrandTokens`; `createTheme` maps them, together with the shared
 * scales below, to semantic CSS custom properties (`--hui-color-accent`, …).
 */
export type BrandPalette = {
  /** Page background. */
  surface: string;
  /** Cards, tables, inputs: anything raised above the page. */
  surfaceRaised: string;
  text: string;
  /** Secondary text; must keep 4.5:1 contrast on both surfaces. */
  textMuted: string;
  /** Primary actions, links, the current page. */
  accent: string;
  /** Text and icons on `accent`. */
  onAccent: string;
  /** Hairlines: card edges, table rules. */
  border: string;
  /** Control outlines (inputs, secondary buttons); needs 3:1 contrast on the surfaces. */
  borderStrong: string;
  danger: string;
  onDanger: string;
  dangerSurface: string;
  success: string;
  successSurface: string;
  warning: string;
  warningSurface: string;
  /** Keyboard focus ring. */
  focus: string;
};

export type BrandFonts = {
  body: string;
  heading: string;
  /** Weight of headings (e.g. '700' for sans, '600' for serif). */
  headingWeight: string;
};

export type BrandRadii = {
  /** Inputs, OTP boxes, alerts: anything that must stay a box (a pill here turns the OTP boxes into ovals). */
  control: string;
  /** Buttons and link-buttons; defaults to `control`. A brand may make them pills ('999px'). */
  button?: string;
  /** Cards, tables. */
  card: string;
  /** Badges and round indicators; defaults to '999px'. */
  pill?: string;
};

/** The type scale: `theme.fontSize.sm` … `xxl`. */
export type BrandFontSizes = Record<FontSizeStep, string>;
/** Elevation: `theme.shadow.raised` for cards, the header and menus. */
export type BrandShadows = { raised: string };

export type BrandTokens = {
  /** The colour roles in the light scheme. */
  palette: BrandPalette;
  /** The same roles in the dark scheme, with the same contrast rules (4.5:1 for text, 3:1 for outlines). */
  darkPalette: BrandPalette;
  fonts: BrandFonts;
  radii: BrandRadii;
  /** The space scale; defaults to `baseTokens.space`. */
  spacing?: Record<SpaceStep, string>;
  /** The type scale; defaults to `baseTokens.fontSize`. */
  fontSizes?: BrandFontSizes;
  /** Shadows; default `baseTokens.shadow`. */
  shadows?: BrandShadows;
};

/** The colour schemes of `HotelUiProvider`'s `colorScheme`: 'system' follows the reader's `prefers-color-scheme`. */
export const colorSchemes = ['light', 'dark', 'system'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** Space scale steps: `theme.space[0]` … `theme.space[8]`. */
export const spaceSteps = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SpaceStep = (typeof spaceSteps)[number];
export type FontSizeStep = 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/** The scales a brand does not set itself (`spacing`, `fontSizes`, `shadows` and `radii.pill` default to these). */
export const baseTokens = {
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  fontSize: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  lineHeight: { tight: '1.25', body: '1.5' },
  fontWeight: { regular: '400', strong: '600' },
  shadow: { raised: '0 1px 2px rgb(0 0 0 / 0.08), 0 2px 8px rgb(0 0 0 / 0.06)' },
  radius: { pill: '999px' },
  /** Breakpoints, in em so they follow the user's font size. */
  breakpoints: { sm: '36em', md: '48em', lg: '64em' },
} as const satisfies {
  space: Record<SpaceStep, string>;
  fontSize: BrandFontSizes;
  [group: string]: Record<string | number, string>;
};
