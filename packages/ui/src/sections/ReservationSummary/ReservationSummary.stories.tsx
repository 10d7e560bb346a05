import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ReservationView } from '../../types/views';
import { ReservationSummary } from './ReservationSummary';

const reservation: ReservationView = {
  guestFullName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  checkInDate: '2026-12-18',
  checkOutDate: '2026-12-21',
  numOfAdults: 2,
  numOfChildren: 1,
};

const meta = {
  title: 'Booking/ReservationSummary',
  component: ReservationSummary,
  args: { reservation, pricePerNight: 150, onConfirm: fn(), onEdit: fn() },
} satisfies Meta<typeof ReservationSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of a description list. */
const valueOf = (term: HTMLElement) => term.nextElementSibling?.textContent;

/** 3 nights × $150 = $450. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const summary = within(canvas.getByRole('region', { name: 'Reservation Summary' }));
    await expect(valueOf(summary.getByText('Name'))).toBe('Ada Lovelace');
    await expect(valueOf(summary.getByText('Email'))).toBe('ada@example.com');
    await expect(valueOf(summary.getByText('Check-in Date'))).toBe('Dec 18th, 2026');
    await expect(valueOf(summary.getByText('Check-out Date'))).toBe('Dec 21st, 2026');
    await expect(valueOf(summary.getByText('Number of Days'))).toBe('3');
    await expect(valueOf(summary.getByText('Adults'))).toBe('2');
    await expect(valueOf(summary.getByText('Children'))).toBe('1');
    await expect(valueOf(summary.getByText('Total payment'))).toBe('$450');
    await expect(summary.getByText('3 nights × $150')).toBeInTheDocument();

    await userEvent.click(summary.getByRole('button', { name: 'Confirm Booking & proceed to payment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(summary.getByRole('button', { name: 'Edit reservation' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const OneNightWithCents: Story = {
  args: { reservation: { ...reservation, checkOutDate: '2026-12-19' }, pricePerNight: 129.5 },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas.getByText('Number of Days'))).toBe('1');
    await expect(valueOf(canvas.getByText('Total payment'))).toBe('$129.50');
    await expect(canvas.getByText('1 night × $129.50')).toBeInTheDocument();
  },
};

/** A stay across a month end and a year end, never shifted by a month or a time zone. */
export const AcrossNewYear: Story = {
  args: { reservation: { ...reservation, checkInDate: '2026-12-30', checkOutDate: '2027-01-02' } },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas.getByText('Check-in Date'))).toBe('Dec 30th, 2026');
    await expect(valueOf(canvas.getByText('Check-out Date'))).toBe('Jan 2nd, 2027');
    await expect(valueOf(canvas.getByText('Total payment'))).toBe('$450');
  },
};

export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Booking Confirmed, redirecting to payment...');
    const confirm = canvas.getByRole('button', { name: 'Confirm Booking & proceed to payment' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Edit reservation' })).toBeDisabled();
  },
};

/** Same-day check-out: the total is $0, so the spec's message replaces the total and the confirm button. */
export const TotalNotPositive: Story = {
  args: { reservation: { ...reservation, checkOutDate: reservation.checkInDate } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check-out date must be after check-in date.');
    await expect(valueOf(canvas.getByText('Number of Days'))).toBe('0');
    await expect(canvas.queryByRole('button', { name: 'Confirm Booking & proceed to payment' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit reservation' })).toBeEnabled();
  },
};

export const WithoutEdit: Story = {
  args: { onEdit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit reservation' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

export const KeyboardOperable: Story = {
  tags: ['test-only'],
  play: async ({ args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };

export const SeasideBrandConfirming: Story = { ...Confirming, globals: { brand: 'seaside' } };

/** Shown after Continue: focus moves to its heading, so a phone scrolls it into view and a screen reader reads it. */
export const FocusOnMount: Story = {
  args: { focusOnMount: true },
  play: async ({ canvas }) => {
    // Focus moves in an effect after mount (later still in the built Storybook): wait for that state.
    const heading = canvas.getByRole('heading', { name: 'Reservation Summary' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** Without the prop the summary leaves focus where it is. */
export const KeepsFocusByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reservation Summary' })).not.toHaveFocus();
  },
};
