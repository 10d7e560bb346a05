import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert } from './Alert';
import { playMessages, themeColor } from '../../stories/storyMessages';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'Error fetching rooms' },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'success', 'warning'] } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error fetching rooms');
    await expect(getComputedStyle(alert).borderLeftColor).toBe(themeColor(canvasElement, 'danger'));
  },
};

export const Playground: Story = {};

export const Success: Story = {
  args: { tone: 'success', children: 'Booking has been cancelled successfully!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Booking has been cancelled successfully!');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Warning: Story = { args: { tone: 'warning', children: 'Only 2 rooms left for these dates.' } };

export const WithTitle: Story = {
  args: { tone: 'danger', title: 'Error Booking Room!', children: 'Sorry, This room is not available for the selected dates;' },
};

export const Dismissible: Story = {
  args: { tone: 'success', children: 'Room updated successfully!', onDismiss: fn() },
  play: async ({ args, canvas, globals, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: playMessages(globals).Alert.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const DismissLabelFromProp: Story = {
  tags: ['test-only'],
  args: { ...Dismissible.args, messages: { dismiss: 'Close message' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close message' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    children:
      'Error fetching bookings : Request failed with status code 500 — https://api.example.com/bookings/all-bookings?include=rooms,guests,payments',
  },
};

export const SeasideBrand: Story = { ...Success, globals: { brand: 'seaside' } };
