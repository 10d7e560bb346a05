import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingResult } from './BookingResult';
import { formatMessage } from '../../messages/Message';
import { asTextContent, playMessages } from '../../stories/storyMessages';
import { storyFormat } from '../../stories/locales';

const meta = {
  title: 'Booking/BookingResult',
  component: BookingResult,
  args: {
    outcome: {
      kind: 'success',
      message: 'Room booked successfully, Your booking confirmation code is :K7M2Q9XD4HRT8WZC',
      confirmationCode: 'K7M2Q9XD4HRT8WZC',
      totalPrice: 448.5,
    },
    findBookingHref: '/find-booking',
    homeHref: '/',
  },
} satisfies Meta<typeof BookingResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const section = within(canvas.getByRole('region', { name: messages.BookingResult.successHeading }));
    await expect(section.getByRole('heading', { level: 2, name: messages.BookingResult.successHeading })).toBeInTheDocument();
    await expect(section.getByRole('status')).toHaveTextContent(
      'Room booked successfully, Your booking confirmation code is :K7M2Q9XD4HRT8WZC',
    );
    const code = section.getByRole('group', { name: messages.BookingResult.codeLabel });
    await expect(within(code).getByText('K7M2Q9XD4HRT8WZC').tagName).toBe('CODE');
    await expect(section.getByText(asTextContent(formatMessage(messages.BookingResult.total, { amount: storyFormat(globals).formatMoney(448.5) })))).toBeVisible();
    await expect(section.getByRole('link', { name: messages.BookingResult.findBooking })).toHaveAttribute('href', '/find-booking');
    await expect(section.getByRole('link', { name: messages.BookingResult.home })).toHaveAttribute('href', '/');
  },
};

/** The booking's answer carries its nights with the prices they were booked at: listed under the total. */
export const WithNights: Story = {
  args: {
    outcome: {
      kind: 'success',
      message: 'Room booked successfully, Your booking confirmation code is :K7M2Q9XD4HRT8WZC',
      confirmationCode: 'K7M2Q9XD4HRT8WZC',
      totalPrice: 448.5,
      nights: [
        { date: '2026-12-18', price: 149.5 },
        { date: '2026-12-19', price: 149.5 },
        { date: '2026-12-20', price: 149.5 },
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const term = canvas.getByText(formatMessage(messages.NightlyPrices.nightsRange, { first: storyFormat(globals).formatDate('2026-12-18', 'range'), last: storyFormat(globals).formatDate('2026-12-20', 'range') }));
    await expect(term.nextElementSibling).toHaveTextContent(asTextContent(formatMessage(messages.NightlyPrices.runPrice, { nights: 3, price: storyFormat(globals).formatMoney(149.5) })));
    await expect(term.closest('dl')).toHaveAccessibleName(messages.NightlyPrices.label);
  },
};

/** The app could not pick the code out of the message: the message alone. */
export const SuccessWithoutCode: Story = {
  args: { outcome: { kind: 'success', message: 'Room booked successfully, Your booking confirmation code is :K7M2Q9XD4HRT8WZC' } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { name: messages.BookingResult.successHeading })).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Total price/)).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { outcome: { kind: 'error', message: 'Sorry, This room is not available for the selected dates;' } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: messages.BookingResult.errorHeading })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, This room is not available for the selected dates;');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

export const WithoutLinks: Story = {
  args: { findBookingHref: undefined, homeHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };

export const SeasideBrandError: Story = { ...WithError, globals: { brand: 'seaside' } };
