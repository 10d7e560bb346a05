import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playMessages } from '../../stories/storyMessages';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(playMessages(globals).Spinner.label);
  },
};

export const Playground: Story = { args: { label: 'Loading rooms....', showLabel: true, size: 'md' } };

export const WithVisibleLabel: Story = {
  args: { label: 'Finding availble rooms....', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finding availble rooms....')).toBeVisible();
  },
};

export const Small: Story = { args: { size: 'sm', label: 'Finding your booking...', showLabel: true } };

export const Large: Story = { args: { size: 'lg' } };

export const LabelFromMessages: Story = {
  tags: ['test-only'],
  args: { messages: { label: 'Please wait' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const SeasideBrand: Story = { ...WithVisibleLabel, globals: { brand: 'seaside' } };
