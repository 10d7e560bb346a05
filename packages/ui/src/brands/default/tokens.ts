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
  fonts: { body: systemSans, heading: systemSans, headingWeight: '700' },
  radii: { control: '6px', card: '8px' },
};
