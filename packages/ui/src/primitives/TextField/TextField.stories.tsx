import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', name: 'guestFullName', onChange: fn() },
  argTypes: { type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Playground: Story = { args: { description: 'As on your ID', placeholder: 'Ada Lovelace' } };

export const WithDescription: Story = {
  args: { label: 'Email', type: 'email', description: 'We send the confirmation code here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the confirmation code here.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'First name', error: 'First name is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('First name is required');
  },
};

export const WithDescriptionAndError: Story = {
  args: { label: 'Password', type: 'password', description: 'At least 6 characters.', error: 'Password must be at least 6 characters' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toHaveAccessibleDescription('At least 6 characters. Password must be at least 6 characters');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Confirmation code', hideLabel: true, placeholder: 'Enter the booking confirmation code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Confirmation code' })).toBeInTheDocument();
    await expect(canvas.getByText('Confirmation code').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Disabled: Story = {
  args: { label: 'Email', type: 'email', value: 'guest@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };
