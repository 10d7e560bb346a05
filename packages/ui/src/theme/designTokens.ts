import { tokenValues, variableName, type TokenValues } from './createTheme';
import type { BrandTokens, ColorScheme } from './tokens';

/** A scheme a token file describes: the values of one palette. */
export type TokenFileScheme = Exclude<ColorScheme, 'system'>;

type DimensionValue = { value: number; unit: 'px' | 'rem' | 'em' };
type ColorValue = { colorSpace: 'srgb'; components: [number, number, number]; alpha: number; hex: string };
type ShadowValue = { color: ColorValue; offsetX: DimensionValue; offsetY: DimensionValue; blur: DimensionValue; spread: DimensionValue };
/** One token of the W3C Design Tokens Community Group format (2025.10): a `{group.token}` alias or a typed value. */
export type DesignToken = { $type: string; $value: unknown; $description?: string };
export type DesignTokenFile = Record<string, Record<string, DesignToken> | string>;

/** The DTCG type of each theme group; `font` mixes families and a weight. */
const groupTypes: Record<keyof TokenValues, string> = {
  color: 'color',
  font: 'fontFamily',
  fontSize: 'dimension',
  fontWeight: 'fontWeight',
  lineHeight: 'number',
  radius: 'dimension',
  space: 'dimension',
  shadow: 'shadow',
};

/** Tokens a brand may leave out that then take another token's value: written as aliases. */
const aliasWhenUnset = (tokens: BrandTokens): Partial<Record<string, string>> =>
  tokens.radii.button === undefined ? { 'radius.button': '{radius.control}' } : {};

function dimension(text: string): DimensionValue {
  const match = /^(-?[\d.]+)(px|rem|em)?$/.exec(text.trim());
  if (!match || (match[2] === undefined && Number(match[1]) !== 0)) throw new Error(`@hotel/ui: '${text}' is not a dimension`);
  return { value: Number(match[1]), unit: (match[2] ?? 'px') as DimensionValue['unit'] };
}

/** `#rrggbb`, `rgb(r, g, b)` or `rgb(r g b / a)` as a DTCG sRGB colour. */
function color(text: string): ColorValue {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(text);
  const rgb = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:\/\s*([\d.]+))?\)$/.exec(text);
  const channels = hex ? hex.slice(1, 4).map((pair) => Number.parseInt(pair!, 16)) : rgb?.slice(1, 4).map(Number);
  if (!channels) throw new Error(`@hotel/ui: '${text}' is not a #rrggbb or rgb() colour`);
  return {
    colorSpace: 'srgb',
    components: channels.map((channel) => Math.round((channel / 255) * 10_000) / 10_000) as ColorValue['components'],
    alpha: rgb?.[4] === undefined ? 1 : Number(rgb[4]),
    hex: `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
  };
}

/** `0 1px 2px rgb(0 0 0 / 0.08), 0 2px 8px …` as DTCG shadow layers. */
function shadow(text: string): ShadowValue[] {
  return text.split(/,(?![^(]*\))/).map((layer) => {
    const match = /^\s*(\S+)\s+(\S+)\s+(\S+)(?:\s+(\S+))?\s+(rgb\(.*\)|#[\da-f]{6})\s*$/i.exec(layer);
    if (!match) throw new Error(`@hotel/ui: '${layer}' is not a shadow of offsets, blur, spread and a colour`);
    return { offsetX: dimension(match[1]!), offsetY: dimension(match[2]!), blur: dimension(match[3]!), spread: dimension(match[4] ?? '0'), color: color(match[5]!) };
  });
}

function tokenValue(type: string, text: string): unknown {
  if (type === 'color') return color(text);
  if (type === 'dimension') return dimension(text);
  if (type === 'shadow') return shadow(text);
  if (type === 'fontWeight' || type === 'number') return Number(text);
  return text.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));
}

/**
 * A brand's tokens in one scheme as a W3C Design Tokens (DTCG) file: the theme's groups (`color`, `space`, …), each
 * token with `$type` and `$value`, and an alias where the brand leaves a token to another (`{radius.control}`).
 */
export function designTokens(tokens: BrandTokens, scheme: TokenFileScheme): DesignTokenFile {
  const values = tokenValues(tokens, scheme === 'dark' ? tokens.darkPalette : tokens.palette);
  const aliases = aliasWhenUnset(tokens);
  const file: DesignTokenFile = { $description: `@hotel/ui tokens, ${scheme} scheme; CSS variables --hui-<group>-<token>` };
  for (const [group, entries] of Object.entries(values) as [keyof TokenValues, Record<string, string>][]) {
    file[group] = Object.fromEntries(
      Object.entries(entries).map(([name, text]) => {
        const type = group === 'font' && name === 'headingWeight' ? 'fontWeight' : groupTypes[group];
        return [name, { $type: type, $value: aliases[`${group}.${name}`] ?? tokenValue(type, text) }];
      }),
    );
  }
  return file;
}

/** The same tokens as a CSS file of custom properties on `:root` (aliases as `var()`), with its `color-scheme`. */
export function designTokensCss(tokens: BrandTokens, scheme: TokenFileScheme): string {
  const values = tokenValues(tokens, scheme === 'dark' ? tokens.darkPalette : tokens.palette);
  const aliases = aliasWhenUnset(tokens);
  const lines = Object.entries(values).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, string>).map(([name, value]) => {
      const alias = aliases[`${group}.${name}`]?.slice(1, -1).split('.');
      return `  ${variableName(group, name)}: ${alias ? `var(${variableName(alias[0]!, alias[1]!)})` : value};`;
    }),
  );
  return `:root {\n  color-scheme: ${scheme};\n${lines.join('\n')}\n}\n`;
}
