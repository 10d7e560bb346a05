import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Adults', name: 'numOfAdults', min: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    await userEvent.type(input, '2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Playground: Story = { args: { defaultValue: 1, max: 10 } };

export const WithDefaultValue: Story = {
  args: { label: 'Children', name: 'numOfChildren', min: 0, defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Children' })).toHaveValue(0);
  },
};

export const WithError: Story = {
  args: { error: 'Please select at least 1 adult.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select at least 1 adult.');
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };
