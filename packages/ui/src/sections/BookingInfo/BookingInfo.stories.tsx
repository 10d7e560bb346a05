import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { booking, bookings } from '../../fixtures/bookings';
import { BookingInfo } from './BookingInfo';

const meta = {
  title: 'Sections/BookingInfo',
  component: BookingInfo,
  args: { booking, onCancel: fn() },
} satisfies Meta<typeof BookingInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of a description list. */
const valueOf = (term: HTMLElement) => term.nextElementSibling?.textContent;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const info = within(canvas.getByRole('region', { name: 'Booking Information' }));
    const terms = info.getAllByRole('term');
    await expect(terms.map((term) => [term.textContent, valueOf(term)])).toEqual([
      ['Confirmation Code', 'K7M2Q9XD4HRT8WZC'],
      ['Room Number', '3'],
      ['Room Type', 'Twin'],
      ['Check-in Date', 'Dec 18th, 2026'],
      // The real check-out date (the old screen repeated the check-in date).
      ['Check-out Date', 'Dec 21st, 2026'],
      ['Full Name', 'Ada Lovelace'],
      ['Email Address', 'ada@example.com'],
      ['Adults', '2'],
      ['Children', '1'],
      ['Total Guest', '3'],
      ['Status', 'Confirmed'],
    ]);
    await userEvent.click(info.getByRole('button', { name: 'Cancel Booking' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith(101);
  },
};

export const Cancelling: Story = {
  args: { isCancelling: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Cancel Booking' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Already cancelled: the status says so and there is nothing to cancel. */
export const AlreadyCancelled: Story = {
  args: { booking: bookings[2]! },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas.getByText('Status'))).toBe('Cancelled');
    await expect(canvas.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
