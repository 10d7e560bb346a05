import type { BrandTokens } from '../../theme/tokens';

/** Seaside Inn: teal and sand, serif headings, pill buttons, a roomier space scale, a larger type scale, softer shadows. */
export const seasideTokens: BrandTokens = {
  palette: {
    surface: '#f6f1e9',
    surfaceRaised: '#fffdf9',
    text: '#1d2b36',
    textMuted: '#4d5b66',
    accent: '#0f6b6b',
    onAccent: '#ffffff',
    border: '#e0d6c6',
    borderStrong: '#8c7f6c',
    danger: '#a1262f',
    onDanger: '#ffffff',
    dangerSurface: '#fbe3e1',
    success: '#19603e',
    successSurface: '#dcefe3',
    warning: '#7f4f00',
    warningSurface: '#fbedc8',
    focus: '#c2410c',
  },
  fonts: {
    body: '"Trebuchet MS", "Segoe UI", system-ui, sans-serif',
    heading: 'Georgia, "Times New Roman", serif',
    headingWeight: '600',
  },
  radii: { control: '10px', button: '999px', card: '18px' },
  spacing: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.875rem', 4: '1.125rem', 5: '1.75rem', 6: '2.25rem', 7: '3.5rem', 8: '4.5rem' },
  fontSizes: { sm: '0.875rem', md: '1.0625rem', lg: '1.375rem', xl: '1.75rem', xxl: '2.5rem' },
  shadows: { raised: '0 2px 4px rgb(29 43 54 / 0.06), 0 8px 24px rgb(29 43 54 / 0.10)' },
};
