import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingResult } from './BookingResult';

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
  play: async ({ canvas }) => {
    const section = within(canvas.getByRole('region', { name: 'Booking Success!' }));
    await expect(section.getByRole('heading', { level: 2, name: 'Booking Success!' })).toBeInTheDocument();
    await expect(section.getByRole('status')).toHaveTextContent(
      'Room booked successfully, Your booking confirmation code is :K7M2Q9XD4HRT8WZC',
    );
    const code = section.getByRole('group', { name: 'Your booking confirmation code' });
    await expect(within(code).getByText('K7M2Q9XD4HRT8WZC').tagName).toBe('CODE');
    await expect(section.getByText('Total price of your stay: $448.50')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/find-booking');
    await expect(section.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

/** The app could not pick the code out of the message: the message alone. */
export const SuccessWithoutCode: Story = {
  args: { outcome: { kind: 'success', message: 'Room booked successfully, Your booking confirmation code is :K7M2Q9XD4HRT8WZC' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Booking Success!' })).toBeInTheDocument();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Total price/)).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { outcome: { kind: 'error', message: 'Sorry, This room is not available for the selected dates;' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Error Booking Room!' })).toBeInTheDocument();
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
