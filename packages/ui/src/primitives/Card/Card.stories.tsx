import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading';
import { Card } from './Card';
import { themeColor, themeValue } from '../../stories/storyMessages';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  render: (args) => (
    <Card {...args}>
      <Heading level={2} size="md">
        Reservation Summary
      </Heading>
      <p>Full name: Ada Lovelace</p>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('heading', { name: 'Reservation Summary' }).parentElement!;
    await expect(getComputedStyle(card).backgroundColor).toBe(themeColor(canvasElement, 'surfaceRaised'));
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe(themeValue(canvasElement, 'borderTopLeftRadius', 'radius', 'card'));
  },
};

export const AsLandmark: Story = {
  args: { role: 'region', 'aria-label': 'Reservation Summary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Reservation Summary' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Reservation Summary' }).parentElement!;
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('18px');
  },
};
