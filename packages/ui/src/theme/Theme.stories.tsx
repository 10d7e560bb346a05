import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled, useTheme } from 'styled-components';
import { Heading } from '../primitives/Heading';

/** The semantic colour roles of the active brand (switch brands in the toolbar). */
function ColorRoles() {
  const theme = useTheme();
  return (
    <Grid>
      {Object.entries(theme.color).map(([role, reference]) => (
        <Swatch key={role}>
          <Chip style={{ background: reference }} />
          <code>{role}</code>
        </Swatch>
      ))}
    </Grid>
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
const Swatch = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
const Chip = styled.span`
  height: 3rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
`;

const meta = {
  title: 'Foundations/Theme',
  component: ColorRoles,
  render: () => (
    <>
      <Heading level={1}>Colour roles</Heading>
      <ColorRoles />
    </>
  ),
} satisfies Meta<typeof ColorRoles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('accent')).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };
