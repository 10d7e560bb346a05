import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { styled, useTheme } from 'styled-components';
import type { BrandTokens } from './tokens';
import { Heading } from '../primitives/Heading';
import { Stack } from '../primitives/Stack';
import { storyBrand } from '../stories/brands';

/** `var(--hui-space-4)` → `--hui-space-4`: the name a designer or another site's CSS uses. */
const variableOf = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

/** A token's value in the active brand, as the browser resolves its CSS variable on the kit's root. */
function TokenValue({ variable }: { variable: string }) {
  const ref = useRef<HTMLElement>(null);
  const [value, setValue] = useState('');
  // After every render: switching brands changes the variables' values, not this component's props. Setting the same
  // value again does not re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const root = ref.current?.closest('[data-hui-root]') ?? document.documentElement;
    setValue(getComputedStyle(root).getPropertyValue(variable).trim());
  });
  return <Value ref={ref}>{value}</Value>;
}

/** One foundation group: each token's sample (a swatch for colours), its CSS variable and its value. */
function TokenGroup({ title, tokens, sample }: { title: string; tokens: Record<string, string>; sample: (reference: string) => ReactNode }) {
  return (
    <section aria-label={title}>
      <Heading level={2}>{title}</Heading>
      <Grid>
        {Object.entries(tokens).map(([name, reference]) => (
          <Token key={name} data-token={variableOf(reference)}>
            {sample(reference)}
            <code>{variableOf(reference)}</code>
            <TokenValue variable={variableOf(reference)} />
          </Token>
        ))}
      </Grid>
    </section>
  );
}

/** Each colour role in both schemes: a swatch and the value of the light palette, then of the dark one. */
function ColourRoles({ tokens }: { tokens: BrandTokens }) {
  const theme = useTheme();
  return (
    <section aria-label="Colour roles">
      <Heading level={2}>Colour roles</Heading>
      <Grid>
        {Object.entries(theme.color).map(([role, reference]) => (
          <Token key={role} data-token={variableOf(reference)}>
            <code>{variableOf(reference)}</code>
            {(['palette', 'darkPalette'] as const).map((palette) => (
              <Swatch key={palette} data-scheme={palette === 'palette' ? 'light' : 'dark'}>
                <Chip style={{ background: tokens[palette][role as keyof BrandTokens['palette']] }} />
                <Value>{tokens[palette][role as keyof BrandTokens['palette']]}</Value>
              </Swatch>
            ))}
          </Token>
        ))}
      </Grid>
    </section>
  );
}

/**
 * The active brand's foundations (switch brands in the toolbar): colour roles in the light and the dark scheme, type
 * scale, spacing, radii, shadows. The same tokens ship as files: `@hotel/ui/tokens/<brand>.<scheme>.json` and `.css`.
 */
function Foundations({ tokens }: { tokens: BrandTokens }) {
  const theme = useTheme();
  return (
    <Stack gap={6}>
      <Heading level={1}>Foundations</Heading>
      <ColourRoles tokens={tokens} />
      <TokenGroup title="Type scale" tokens={theme.fontSize} sample={(reference) => <TypeSample style={{ fontSize: reference }}>Aa</TypeSample>} />
      <TokenGroup title="Spacing" tokens={theme.space} sample={(reference) => <SpaceBar style={{ width: reference }} />} />
      <TokenGroup title="Radius" tokens={theme.radius} sample={(reference) => <Chip style={{ borderRadius: reference }} />} />
      <TokenGroup title="Shadows" tokens={theme.shadow} sample={(reference) => <Chip style={{ boxShadow: reference }} />} />
    </Stack>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Token = styled.li`
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Value = styled.code`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;
const Swatch = styled.span`
  display: grid;
  grid-template-columns: 2rem 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > span {
    height: 2rem;
  }
`;
const Chip = styled.span`
  height: 3rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
`;
const TypeSample = styled.span`
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;
const SpaceBar = styled.span`
  height: 1rem;
  background: ${({ theme }) => theme.color.accent};
`;

const meta = {
  title: 'Foundations/Theme',
  render: (_args, { globals }) => <Foundations tokens={storyBrand(globals).tokens} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    for (const group of ['Colour roles', 'Type scale', 'Spacing', 'Radius', 'Shadows']) {
      await expect(canvas.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    // Each sample shows its token's value in the active brand: the space bar is as wide as the variable says.
    const root = getComputedStyle(canvasElement.querySelector('[data-hui-root]') ?? document.documentElement);
    const spaceSample = canvasElement.querySelector('[data-token="--hui-space-6"] > span');
    await expect(spaceSample).not.toBeNull();
    const expectedWidth = root.getPropertyValue('--hui-space-6').trim();
    const probe = document.createElement('div');
    probe.style.width = expectedWidth;
    canvasElement.appendChild(probe);
    await expect(spaceSample!.getBoundingClientRect().width).toBeCloseTo(probe.getBoundingClientRect().width, 0);
    probe.remove();
    // Each colour shows its light and its dark value beside its name, with a swatch of each, as the brand sets them.
    const { palette, darkPalette } = storyBrand(globals).tokens;
    const accent = canvasElement.querySelector('[data-token="--hui-color-accent"]')!;
    for (const [scheme, value] of [['light', palette.accent], ['dark', darkPalette.accent]] as const) {
      const swatch = accent.querySelector(`[data-scheme="${scheme}"]`)!;
      await expect(swatch.querySelector('code')?.textContent).toBe(value);
      const probe = canvasElement.appendChild(document.createElement('span'));
      probe.style.color = value;
      await expect(getComputedStyle(swatch.querySelector('span')!).backgroundColor).toBe(getComputedStyle(probe).color);
      probe.remove();
    }
    // The other tokens show the value the browser resolves for their variable.
    const space = canvasElement.querySelector('[data-token="--hui-space-6"]');
    await waitFor(() => expect(space?.querySelector('code:last-of-type')?.textContent).toBe(expectedWidth));
    await expect(canvas.getByText('--hui-shadow-raised')).toBeInTheDocument();
    await expect(canvas.getByText('--hui-radius-control')).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };

export const DarkScheme: Story = { ...Default, globals: { colorScheme: 'dark' } };
