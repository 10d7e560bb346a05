import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Check-in date', name: 'checkInDate', min: '2025-09-18', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAccessibleName('Check-in date');
    await expect(input).toHaveAttribute('min', '2025-09-18');
    // Native date inputs are not typed into character by character; set the value like the picker does.
    fireEvent.change(input, { target: { value: '2025-12-31' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-31');
  },
};

export const Playground: Story = { args: { description: 'Arrival from 2 pm.' } };

export const WithValue: Story = {
  args: { label: 'Check-out date', value: '2026-01-02', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('input')).toHaveValue('2026-01-02');
  },
};

export const WithError: Story = {
  args: { label: 'Check-out date', error: 'Check-out date must be after check-in date' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Check-out date must be after check-in date');
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };
