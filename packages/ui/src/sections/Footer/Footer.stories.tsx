import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';
import { formatMessage } from '../../messages/Message';
import { hotelName, storyMessages, playMessages } from '../../stories/storyMessages';
import { footerMessages } from './Footer.messages';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const copyright = storyMessages(globals, 'Footer', footerMessages).copyright;
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(formatMessage(copyright, { year: 2026, brand: hotelName(globals) }));
  },
};

export const CustomLine: Story = {
  args: { year: 2027, messages: { copyright: ({ year, brand }) => `${brand} · since 1998 · ${year}` } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(`${hotelName(globals)} · since 1998 · 2027`);
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(formatMessage(messages.Footer.copyright, { year: 2026, brand: 'Seaside Inn' }));
  },
};
