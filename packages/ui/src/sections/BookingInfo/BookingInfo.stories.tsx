import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { booking, bookings } from '../../fixtures/bookings';
import { bookingStatusBadgeMessages } from '../../components/BookingStatusBadge/BookingStatusBadge.messages';
import { BookingInfo } from './BookingInfo';
import { formatMessage } from '../../messages/Message';
import { storyFormat } from '../../stories/locales';
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
    const t = messages.BookingInfo;
    const { formatDate, formatMoney } = storyFormat(globals);
    const checkIn = formatDate('2026-12-18', 'booking');
    const checkOut = formatDate('2026-12-21', 'booking');
    const info = within(canvas.getByRole('region', { name: t.heading }));
    const terms = info.getAllByRole('term');
    await expect(terms.map((term) => [term.textContent, valueOf(term)])).toEqual([
      [t.confirmationCodeLabel, 'K7M2Q9XD4HRT8WZC'],
      [t.roomNumberLabel, '3'],
      [t.roomTypeLabel, 'Twin'],
      [t.checkInLabel, checkIn],
      // The real check-out date (the old screen repeated the check-in date).
      [t.checkOutLabel, checkOut],
      [t.fullNameLabel, 'Ada Lovelace'],
      [t.emailLabel, 'ada@example.com'],
      [t.adultsLabel, '2'],
      [t.childrenLabel, '1'],
      [t.totalGuestsLabel, '3'],
      [t.totalPriceLabel, formatMoney(360)],
      // One word per status on every screen: the spec's 'On-going' (as in the profile and Existing Bookings).
      [t.statusLabel, messages.BookingStatusBadge.confirmed],
    ]);
    // Nothing is cancelled by one click: a dialog names the booking first; Escape keeps it, focus comes back.
    const cancel = info.getByRole('button', { name: messages.BookingInfo.cancel });
    await userEvent.click(cancel);
    const dialog = within(await canvas.findByRole('dialog', { name: formatMessage(t.confirmCancelTitle, { code: 'K7M2Q9XD4HRT8WZC' }) }));
    await expect(await canvas.findByRole('dialog')).toHaveAccessibleDescription(formatMessage(t.confirmCancelText, { roomType: 'Twin', checkIn, checkOut }));
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
    await expect(valueOf(canvas.getByText(messages.BookingInfo.statusLabel))).toBe(messages.BookingStatusBadge.cancelled);
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
