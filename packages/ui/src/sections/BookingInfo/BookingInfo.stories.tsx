import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { booking, bookings } from '../../fixtures/bookings';
import { bookingStatusBadgeMessages } from '../../components/BookingStatusBadge/BookingStatusBadge.messages';
import { BookingInfo } from './BookingInfo';
import { playMessages, storyMessages } from '../../stories/storyMessages';
import { bookingInfoMessages } from './BookingInfo.messages';

const meta = {
  title: 'Booking/BookingInfo',
  component: BookingInfo,
  args: { booking, onCancel: fn() },
} satisfies Meta<typeof BookingInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of a description list. */
const valueOf = (term: HTMLElement) => term.nextElementSibling?.textContent;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const info = within(canvas.getByRole('region', { name: messages.BookingInfo.heading }));
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
      ['Total Price', '$360'],
      // One word per status on every screen: the spec's 'On-going' (as in the profile and Existing Bookings).
      ['Status', 'On-going'],
    ]);
    // Nothing is cancelled by one click: a dialog names the booking first; Escape keeps it, focus comes back.
    const cancel = info.getByRole('button', { name: messages.BookingInfo.cancel });
    await userEvent.click(cancel);
    const dialog = within(await canvas.findByRole('dialog', { name: /^Cancel booking .+\?$/ }));
    await expect(await canvas.findByRole('dialog')).toHaveAccessibleDescription(/will be cancelled\. This cannot be undone\.$/);
    await waitFor(() => expect(dialog.getByRole('button', { name: messages.BookingInfo.confirmCancelNo })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(args.onCancel).not.toHaveBeenCalled();

    // Keep booking keeps it too; Yes cancels.
    await userEvent.click(cancel);
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: messages.BookingInfo.confirmCancelNo }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: messages.BookingInfo.confirmCancelYes }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith(101);
  },
};

export const Cancelling: Story = {
  args: { isCancelling: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.BookingInfo.cancel });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Already cancelled: the status says so and there is nothing to cancel. */
export const AlreadyCancelled: Story = {
  args: { booking: bookings[2]! },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(valueOf(canvas.getByText(messages.BookingInfo.statusLabel))).toBe('Cancelled');
    await expect(canvas.queryByRole('button', { name: messages.BookingInfo.cancel })).not.toBeInTheDocument();
  },
};

/** A stay whose check-out day has come: 'Finished', and nothing to cancel. */
export const Finished: Story = {
  args: { booking: { ...bookings[0]!, status: 'FINISHED', canCancel: false } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'BookingStatusBadge', bookingStatusBadgeMessages);
    await expect(valueOf(canvas.getByText(storyMessages(globals, 'BookingInfo', bookingInfoMessages).statusLabel))).toBe(t.finished);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A stay under way seen by its guest (the app says it may not cancel): still 'On-going', no Cancel Booking. */
export const UnderWayForItsGuest: Story = {
  args: { booking: { ...bookings[0]!, canCancel: false } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'BookingStatusBadge', bookingStatusBadgeMessages);
    await expect(valueOf(canvas.getByText(storyMessages(globals, 'BookingInfo', bookingInfoMessages).statusLabel))).toBe(t.confirmed);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
