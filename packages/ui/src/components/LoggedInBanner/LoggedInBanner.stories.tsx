import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { user } from '../../fixtures/users';
import { LoggedInBanner } from './LoggedInBanner';
import { formatMessage } from '../../messages/Message';
import { playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Components/LoggedInBanner',
  component: LoggedInBanner,
  args: { userId: user.email },
} satisfies Meta<typeof LoggedInBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(formatMessage(messages.LoggedInBanner.loggedInAs, { userId: 'ada@example.com' }))).toBeInTheDocument();
  },
};

export const LongUserId: Story = { args: { userId: 'a.very.long.address.for.a.guest.with.many.names@subdomain.example.com' } };

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
