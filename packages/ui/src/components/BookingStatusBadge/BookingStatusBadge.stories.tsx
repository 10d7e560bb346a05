import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages, themeColor } from '../../stories/storyMessages';
import { BookingStatusBadge } from './BookingStatusBadge';
import { bookingStatusBadgeMessages } from './BookingStatusBadge.messages';

const meta = {
  title: 'Components/BookingStatusBadge',
  component: BookingStatusBadge,
  args: { status: 'CONFIRMED' },
} satisfies Meta<typeof BookingStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed booking reads as the spec's word ('On-going'), in the success colour. */
export const Confirmed: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const badge = canvas.getByText(storyMessages(globals, 'BookingStatusBadge', bookingStatusBadgeMessages).confirmed);
    await expect(getComputedStyle(badge).color).toBe(themeColor(canvasElement, 'success'));
  },
};

export const Cancelled: Story = {
  args: { status: 'CANCELLED' },
  play: async ({ canvas, canvasElement, globals }) => {
    const badge = canvas.getByText(storyMessages(globals, 'BookingStatusBadge', bookingStatusBadgeMessages).cancelled);
    await expect(getComputedStyle(badge).color).toBe(themeColor(canvasElement, 'danger'));
  },
};

/** A stay whose check-out day has come: 'Finished', in the muted text colour. */
export const Finished: Story = {
  args: { status: 'FINISHED' },
  play: async ({ canvas, canvasElement, globals }) => {
    const badge = canvas.getByText(storyMessages(globals, 'BookingStatusBadge', bookingStatusBadgeMessages).finished);
    await expect(getComputedStyle(badge).color).toBe(themeColor(canvasElement, 'textMuted'));
  },
};

export const SeasideBrand: Story = { ...Confirmed, globals: { brand: 'seaside' } };
