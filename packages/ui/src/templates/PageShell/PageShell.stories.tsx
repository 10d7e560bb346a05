import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../../primitives/Heading';
import { PageShell } from './PageShell';

const meta = {
  title: 'Templates/PageShell',
  component: PageShell,
  args: {
    header: <header style={{ padding: '1rem', borderBottom: '1px solid currentColor' }}>Header slot</header>,
    footer: <footer style={{ padding: '1rem', borderTop: '1px solid currentColor' }}>Footer slot</footer>,
    children: (
      <section aria-labelledby="shell-demo">
        <Heading level={1} id="shell-demo">
          Page content
        </Heading>
      </section>
    ),
  },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Wide: Story = { args: { width: 'wide' } };

export const SkipLinkMovesFocusToMain: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };
