import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SelectField } from './SelectField';

const roomTypes = ['Single', 'Double', 'Suite'].map((type) => ({ value: type, label: type }));

const meta = {
  title: 'Primitives/SelectField',
  component: SelectField,
  args: { label: 'Room type', name: 'roomType', options: roomTypes, placeholder: 'Select a room type', onChange: fn() },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Room type' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Suite');
    await expect(args.onChange).toHaveBeenLastCalledWith('Suite');
  },
};

export const Playground: Story = { args: { description: 'Types come from the hotel.' } };

export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined, defaultValue: 'Double' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await expect(canvas.getByRole('combobox')).toHaveValue('Double');
  },
};

export const WithDisabledOption: Story = {
  args: { options: [...roomTypes, { value: 'Penthouse', label: 'Penthouse', isDisabled: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Penthouse' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Please select a room type.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Room type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a room type.');
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };
