import type { BrandTokens } from '../../theme/tokens';

/** Seaside Inn: teal and sand, serif headings, rounder corners. */
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
  radii: { control: '999px', card: '18px' },
};
