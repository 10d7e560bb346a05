import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { booking, bookings } from '../../fixtures/bookings';
import { createGate, type Gate } from '../../stories/gate';
import { bookingDate } from '../../stories/storyDates';
import { storyMessages, playMessages } from '../../stories/storyMessages';
import { sectionStatusMessages } from '../SectionStatus';
import type { BookingView } from '../../types/views';
import { FindBooking, type FindBookingProps, type FindBookingStatus } from './FindBooking';
import { findBookingMessages } from './FindBooking.messages';

const meta = {
  title: 'Booking/FindBooking',
  component: FindBooking,
  args: { status: 'idle', onFind: fn(), onCancel: fn() },
} satisfies Meta<typeof FindBooking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: messages.FindBooking.heading })).toBeInTheDocument();
    await expect(canvas.getByText(messages.FindBooking.idle)).toBeInTheDocument();
    const search = within(canvas.getByRole('search', { name: messages.FindBooking.heading }));
    const input = search.getByRole('textbox', { name: messages.FindBooking.codeLabel });
    await expect(input).toHaveAttribute('placeholder', messages.FindBooking.codePlaceholder);
    await userEvent.type(input, '  K7M2Q9XD4HRT8WZC ');
    await userEvent.click(search.getByRole('button', { name: messages.FindBooking.find }));
    await expect(args.onFind).toHaveBeenCalledOnce();
    await expect(args.onFind).toHaveBeenCalledWith('K7M2Q9XD4HRT8WZC');
  },
};

export const EmptyCode: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.FindBooking.find }));
    const input = canvas.getByRole('textbox', { name: messages.FindBooking.codeLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.FindBooking.codeRequired);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onFind).not.toHaveBeenCalled();
    await userEvent.type(input, 'K7M2{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onFind).toHaveBeenCalledWith('K7M2');
  },
};

export const Searching: Story = {
  args: { status: 'searching', defaultCode: 'K7M2Q9XD4HRT8WZC' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.FindBooking.searching);
    const button = canvas.getByRole('button', { name: messages.FindBooking.find });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onFind).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { status: 'error', defaultCode: 'NOPE', error: 'Error: Booking not found with confirmation code NOPE' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Booking not found with confirmation code NOPE');
    await expect(canvas.queryByText(messages.FindBooking.idle)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: sectionStatusMessages.retry })).not.toBeInTheDocument();
  },
};

/** The hotel could not be reached: Retry looks the code up again; the code stays in the field. */
export const WithRetry: Story = {
  args: { status: 'error', defaultCode: 'ABCD2345', error: sectionStatusMessages.unreachable, onRetry: fn() },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    await expect(canvas.getByRole('alert')).toHaveTextContent(sectionStatusMessages.unreachable);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox')).toHaveValue('ABCD2345');
  },
};

/** A new validation message replaces the previous search's error: never both at once. */
export const ValidationAfterError: Story = {
  args: WithError.args,
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'FindBooking', findBookingMessages);
    const previous = args.error ?? '';
    await expect(canvas.getByRole('alert')).toHaveTextContent(previous);
    const input = canvas.getByRole('textbox', { name: t.codeLabel });
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: t.find }));
    await expect(input).toHaveAccessibleDescription(t.codeRequired);
    await expect(canvas.queryByText(previous)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onFind).not.toHaveBeenCalled();
  },
};

export const Found: Story = {
  args: { status: 'found', booking, defaultCode: booking.confirmationCode },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const info = within(canvas.getByRole('region', { name: messages.BookingInfo.heading }));
    await expect(info.getByRole('heading', { level: 3, name: messages.BookingInfo.heading })).toBeInTheDocument();
    await expect(info.getByText(messages.BookingInfo.checkInLabel).nextElementSibling).toHaveTextContent(bookingDate(globals, '2026-12-18'));
    await expect(info.getByText(messages.BookingInfo.checkOutLabel).nextElementSibling).toHaveTextContent(bookingDate(globals, '2026-12-21'));
    await userEvent.click(info.getByRole('button', { name: messages.BookingInfo.cancel }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: messages.BookingInfo.confirmCancelYes }));
    await expect(args.onCancel).toHaveBeenCalledWith(101);
  },
};

export const FoundAlreadyCancelled: Story = {
  args: { status: 'found', booking: bookings[2]!, defaultCode: bookings[2]!.confirmationCode },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(messages.BookingHistoryTable.statusHeader).nextElementSibling).toHaveTextContent(messages.BookingStatusBadge.cancelled);
    await expect(canvas.queryByRole('button', { name: messages.BookingInfo.cancel })).not.toBeInTheDocument();
  },
};

export const Cancelling: Story = {
  args: { status: 'found', booking, isCancelling: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('button', { name: messages.BookingInfo.cancel })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.FindBooking.cancelled);
    await expect(canvas.queryByRole('region', { name: messages.BookingInfo.heading })).not.toBeInTheDocument();
  },
};

/** How a screen wires it: find, then cancel; the form clears and focus lands on the success message. */
function Wired({ gate, ...args }: FindBookingProps & { gate: Gate }) {
  const [status, setStatus] = useState<FindBookingStatus>('idle');
  const [found, setFound] = useState<BookingView>();
  const [isCancelling, setIsCancelling] = useState(false);
  return (
    <FindBooking
      {...args}
      status={status}
      booking={found}
      error="Error: Booking not found"
      isCancelling={isCancelling}
      onFind={(code) => {
        args.onFind(code);
        setStatus('searching');
        void gate.wait().then(() => {
          const match = bookings.find((candidate) => candidate.confirmationCode === code);
          setFound(match);
          setStatus(match ? 'found' : 'error');
        });
      }}
      onCancel={(id) => {
        args.onCancel(id);
        setIsCancelling(true);
        void gate.wait().then(() => {
          setIsCancelling(false);
          setFound(undefined);
          setStatus('cancelled');
        });
      }}
    />
  );
}

/** Each request stays pending until the play function releases it, so the pending states are asserted without a race. */
export const FindAndCancel: Story = {
  tags: ['test-only'],
  loaders: [() => ({ gate: createGate() })],
  render: (args, { loaded }) => <Wired {...args} gate={loaded.gate as Gate} />,
  play: async ({ args, canvas, userEvent, loaded, globals }) => {
    const messages = playMessages(globals);
    const gate = loaded.gate as Gate;
    const input = canvas.getByRole('textbox', { name: messages.FindBooking.codeLabel });
    await userEvent.type(input, 'WRONG{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.FindBooking.searching);
    gate.release();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error: Booking not found');

    await userEvent.clear(input);
    await userEvent.type(input, booking.confirmationCode);
    await userEvent.click(canvas.getByRole('button', { name: messages.FindBooking.find }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.FindBooking.searching);
    gate.release();
    const info = await canvas.findByRole('region', { name: messages.BookingInfo.heading });
    await expect(within(info).getByText(messages.BookingHistoryTable.confirmationCodeHeader).nextElementSibling).toHaveTextContent(booking.confirmationCode);

    await userEvent.click(within(info).getByRole('button', { name: messages.BookingInfo.cancel }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: messages.BookingInfo.confirmCancelYes }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith(101);
    await expect(within(info).getByRole('button', { name: messages.BookingInfo.cancel })).toHaveAttribute('aria-busy', 'true');
    gate.release();
    const success = await canvas.findByText(messages.FindBooking.cancelled);
    await waitFor(() => expect(success.closest('[role="status"]')).toHaveFocus());
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: messages.BookingInfo.heading })).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Found, globals: { brand: 'seaside' } };

export const SeasideBrandCancelled: Story = { ...Cancelled, globals: { brand: 'seaside' } };
