import type { BrandTokens } from '../../theme/tokens';

const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** HavenHub: the spec's hotel. Accent rgb(169, 77, 123). */
export const defaultTokens: BrandTokens = {
  palette: {
    surface: '#f7f7f8',
    surfaceRaised: '#ffffff',
    text: '#1f2328',
    textMuted: '#595f66',
    accent: 'rgb(169, 77, 123)',
    onAccent: '#ffffff',
    border: '#dcdfe3',
    borderStrong: '#868c94',
    danger: '#b02a37',
    onDanger: '#ffffff',
    dangerSurface: '#f8d7da',
    success: '#146c43',
    successSurface: '#d1e7dd',
    warning: '#8a5300',
    warningSurface: '#fff3cd',
    focus: '#1f5fbf',
  },
  darkPalette: {
    surface: '#16181c',
    surfaceRaised: '#1f2228',
    text: '#e8eaed',
    textMuted: '#a8afb8',
    accent: '#e58fb9',
    onAccent: '#1c1118',
    border: '#353a42',
    borderStrong: '#7f8791',
    danger: '#ff8f99',
    onDanger: '#1f0a0c',
    dangerSurface: '#3b1a1f',
    success: '#6fd3a0',
    successSurface: '#12301f',
    warning: '#f0b454',
    warningSurface: '#35270c',
    focus: '#86b4ff',
  },
  fonts: { body: systemSans, heading: systemSans, headingWeight: '700' },
  radii: { control: '6px', card: '8px' },
};
