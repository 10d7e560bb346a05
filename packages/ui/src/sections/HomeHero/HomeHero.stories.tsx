import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { user } from '../../fixtures/users';
import { HomeHero } from './HomeHero';
import { formatMessage } from '../../messages/Message';
import { hotelName, storyMessages, playMessages } from '../../stories/storyMessages';
import { homeHeroMessages } from './HomeHero.messages';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
} satisfies Meta<typeof HomeHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const welcome = formatMessage(storyMessages(globals, 'HomeHero', homeHeroMessages).welcome, { brand: hotelName(globals) });
    await expect(canvas.getByRole('heading', { level: 1, name: welcome })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: welcome })).toHaveTextContent(
      messages.HomeHero.tagline,
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/logged-In/)).not.toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  args: { userId: user.email },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(formatMessage(messages.LoggedInBanner.loggedInAs, { userId: 'ada@example.com' }))).toBeInTheDocument();
  },
};

/** Right after Logout: the navigation message as a warning. */
export const LoggedOutNotice: Story = {
  args: { showLoggedOutNotice: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(playMessages(globals).HomeHero.loggedOutNotice.trim());
  },
};

/** Any other navigation message, with a close button. */
export const DismissibleNotice: Story = {
  args: { notice: 'Your booking was cancelled.', onDismissNotice: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your booking was cancelled.');
    await userEvent.click(canvas.getByRole('button', { name: messages.Alert.dismiss }));
    await expect(args.onDismissNotice).toHaveBeenCalledOnce();
  },
};

export const SeasideBrand: Story = {
  args: { userId: user.email, showLoggedOutNotice: true },
  globals: { brand: 'seaside' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: formatMessage(messages.HomeHero.welcome, { brand: 'Seaside Inn' }) })).toBeInTheDocument();
  },
};
