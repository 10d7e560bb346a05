import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Existing Bookings' },
  argTypes: {
    level: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Existing Bookings' })).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { level: 2, size: 'lg' } };

export const PageTitle: Story = { args: { level: 1, children: 'Welcome to Adimin Panel' } };

export const SmallLookTopLevel: Story = {
  args: { level: 1, size: 'sm', children: 'Reservation Summary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).tagName).toBe('H1');
  },
};

export const SeasideBrand: Story = {
  args: { level: 1, children: 'Our Services' },
  globals: { brand: 'seaside' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading')).fontFamily).toContain('Georgia');
  },
};
