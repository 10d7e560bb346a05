import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage';
import { storyHrefs } from '../../stories/ScreenShell';
import { playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Layout/ErrorPage',
  args: { homeHref: storyHrefs.home },
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: messages.ErrorPage.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messages.ErrorPage.homeLink })).toHaveAttribute('href', '/');
  },
};

export const WithDetail: Story = {
  args: { detail: '404 Not Found', homeHref: '/en' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('region', { name: messages.ErrorPage.heading })).toHaveTextContent('404 Not Found');
    await expect(canvas.getByRole('link', { name: messages.ErrorPage.homeLink })).toHaveAttribute('href', '/en');
  },
};

export const LongDetail: Story = {
  args: {
    detail:
      "TypeError: Cannot read properties of undefined (reading 'roomType')\n    at RoomPage (https://hotel.example.com/assets/index-3f9a.js:1:20456)",
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
