import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ReservationView } from '../../types/views';
import { ReservationSummary } from './ReservationSummary';
import { asTextContent, playMessages } from '../../stories/storyMessages';
import { formatMessage } from '../../messages/Message';
import { storyFormat } from '../../stories/locales';

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
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const { formatDate, formatMoney } = storyFormat(globals);
    const summary = within(canvas.getByRole('region', { name: messages.ReservationSummary.heading }));
    await expect(valueOf(summary.getByText(messages.ReservationSummary.nameLabel))).toBe('Ada Lovelace');
    await expect(valueOf(summary.getByText(messages.ReservationSummary.emailLabel))).toBe('ada@example.com');
    await expect(valueOf(summary.getByText(messages.ReservationSummary.checkInLabel))).toBe(formatDate('2026-12-18', 'booking'));
    await expect(valueOf(summary.getByText(messages.ReservationSummary.checkOutLabel))).toBe(formatDate('2026-12-21', 'booking'));
    await expect(valueOf(summary.getByText(messages.ReservationSummary.nightsLabel))).toBe('3');
    await expect(valueOf(summary.getByText(messages.ReservationSummary.adultsLabel))).toBe('2');
    await expect(valueOf(summary.getByText(messages.ReservationSummary.childrenLabel))).toBe('1');
    await expect(valueOf(summary.getByText(messages.ReservationSummary.totalLabel))).toBe(formatMoney(450));
    await expect(summary.getByText(asTextContent(formatMessage(messages.ReservationSummary.totalBreakdown, { nights: 3, price: formatMoney(150) })))).toBeInTheDocument();

    await userEvent.click(summary.getByRole('button', { name: messages.ReservationSummary.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(summary.getByRole('button', { name: messages.ReservationSummary.edit }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Priced night by night (the server's quote): the nights and their prices, and the quote's total. */
export const NightByNight: Story = {
  args: {
    stayPrice: {
      nights: [
        { date: '2026-12-18', price: 150 },
        { date: '2026-12-19', price: 180 },
        { date: '2026-12-20', price: 180 },
      ],
      totalPrice: 510,
    },
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const { formatDate, formatMoney } = storyFormat(globals);
    const summary = within(canvas.getByRole('region', { name: messages.ReservationSummary.heading }));
    await expect(valueOf(summary.getByText(messages.ReservationSummary.totalLabel))).toBe(formatMoney(510));
    await expect(valueOf(summary.getByText(formatDate('2026-12-18', 'range')))).toBe(formatMoney(150));
    await expect(valueOf(summary.getByText(formatMessage(messages.NightlyPrices.nightsRange, { first: formatDate('2026-12-19', 'range'), last: formatDate('2026-12-20', 'range') })))).toBe(
      formatMessage(messages.NightlyPrices.runPrice, { nights: 2, price: formatMoney(180) }),
    );
    // Not nights × the room's price.
    await expect(summary.queryByText(asTextContent(formatMessage(messages.ReservationSummary.totalBreakdown, { nights: 3, price: formatMoney(150) })))).not.toBeInTheDocument();
    await userEvent.click(summary.getByRole('button', { name: messages.ReservationSummary.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The rates changed between Continue and Confirm: the new nights and total, and a warning naming both totals. */
export const PriceChanged: Story = {
  args: {
    stayPrice: {
      nights: [
        { date: '2026-12-18', price: 170 },
        { date: '2026-12-19', price: 170 },
        { date: '2026-12-20', price: 170 },
      ],
      totalPrice: 510,
    },
    previousTotalPrice: 450,
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(asTextContent(formatMessage(messages.ReservationSummary.priceChanged, { total: formatMoney(510), previous: formatMoney(450) })));
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.totalLabel))).toBe(formatMoney(510));
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationSummary.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const OneNightWithCents: Story = {
  args: { reservation: { ...reservation, checkOutDate: '2026-12-19' }, pricePerNight: 129.5 },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.nightsLabel))).toBe('1');
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.totalLabel))).toBe(formatMoney(129.5));
    await expect(canvas.getByText(asTextContent(formatMessage(messages.ReservationSummary.totalBreakdown, { nights: 1, price: formatMoney(129.5) })))).toBeInTheDocument();
  },
};

/** A stay across a month end and a year end, never shifted by a month or a time zone. */
export const AcrossNewYear: Story = {
  args: { reservation: { ...reservation, checkInDate: '2026-12-30', checkOutDate: '2027-01-02' } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatDate, formatMoney } = storyFormat(globals);
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.checkInLabel))).toBe(formatDate('2026-12-30', 'booking'));
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.checkOutLabel))).toBe(formatDate('2027-01-02', 'booking'));
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.totalLabel))).toBe(formatMoney(450));
  },
};

export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.ReservationSummary.confirming);
    const confirm = canvas.getByRole('button', { name: messages.ReservationSummary.confirm });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: messages.ReservationSummary.edit })).toBeDisabled();
  },
};

/** Same-day check-out: the total is $0, so the spec's message replaces the total and the confirm button. */
export const TotalNotPositive: Story = {
  args: { reservation: { ...reservation, checkOutDate: reservation.checkInDate } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.ReservationValidation.totalNotPositive);
    await expect(valueOf(canvas.getByText(messages.ReservationSummary.nightsLabel))).toBe('0');
    await expect(canvas.queryByRole('button', { name: messages.ReservationSummary.confirm })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: messages.ReservationSummary.edit })).toBeEnabled();
  },
};

export const WithoutEdit: Story = {
  args: { onEdit: undefined },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.queryByRole('button', { name: messages.ReservationSummary.edit })).not.toBeInTheDocument();
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
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    // Focus moves in an effect after mount (later still in the built Storybook): wait for that state.
    const heading = canvas.getByRole('heading', { name: messages.ReservationSummary.heading });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** Without the prop the summary leaves focus where it is. */
export const KeepsFocusByDefault: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { name: messages.ReservationSummary.heading })).not.toHaveFocus();
  },
};
