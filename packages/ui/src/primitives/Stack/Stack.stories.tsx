import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from './Stack';
import { themeValue } from '../../stories/storyMessages';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: 4 },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Button>Search</Button>
      <Button variant="secondary">Clear Search</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const stack = canvas.getByRole('button', { name: 'Search' }).parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe(themeValue(canvasElement, 'rowGap', 'space', '4'));
  },
};

export const Playground: Story = { args: { direction: 'row', gap: 3, align: 'center', justify: 'start' } };

export const Row: Story = {
  args: { direction: 'row', gap: 2, justify: 'end' },
  play: async ({ canvas, canvasElement }) => {
    const stack = canvas.getByRole('button', { name: 'Search' }).parentElement!;
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
    await expect(getComputedStyle(stack).columnGap).toBe(themeValue(canvasElement, 'columnGap', 'space', '2'));
  },
};
