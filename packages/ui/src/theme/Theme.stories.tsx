import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { styled, useTheme } from 'styled-components';
import { Heading } from '../primitives/Heading';
import { Stack } from '../primitives/Stack';

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

/** The active brand's foundations (switch brands in the toolbar): colour roles, type scale, spacing, radii, shadows. */
function Foundations() {
  const theme = useTheme();
  return (
    <Stack gap={6}>
      <Heading level={1}>Foundations</Heading>
      <TokenGroup title="Colour roles" tokens={theme.color} sample={(reference) => <Chip style={{ background: reference }} />} />
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
  component: Foundations,
} satisfies Meta<typeof Foundations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
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
    // Each token shows its value beside its name: the accent colour's, as the brand sets it.
    const accent = canvasElement.querySelector('[data-token="--hui-color-accent"]');
    await waitFor(() => expect(accent?.querySelector('code:last-of-type')?.textContent).toBe(root.getPropertyValue('--hui-color-accent').trim()));
    await expect(root.getPropertyValue('--hui-color-accent').trim()).not.toBe('');
    await expect(canvas.getByText('--hui-shadow-raised')).toBeInTheDocument();
    await expect(canvas.getByText('--hui-radius-control')).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };
