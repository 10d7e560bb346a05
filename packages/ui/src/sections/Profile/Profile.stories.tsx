import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { retryStory } from '../../stories/retryStory';
import { storyMessages, playMessages } from '../../stories/storyMessages';
import { sectionStatusMessages } from '../SectionStatus';
import { profileMessages } from './Profile.messages';
import { bookings } from '../../fixtures/bookings';
import { admin, user } from '../../fixtures/users';
import { Profile } from './Profile';
import { formatMessage } from '../../messages/Message';

const meta = {
  title: 'Account/Profile',
  component: Profile,
  args: { status: 'ready', user, bookings, onCloseAccount: fn() },
} satisfies Meta<typeof Profile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value next to a term of a description list. */
const valueOf = (term: HTMLElement) => term.nextElementSibling?.textContent;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const profile = within(canvas.getByRole('region', { name: messages.Profile.heading }));
    await expect(profile.getByRole('img', { name: formatMessage(messages.Profile.avatarLabel, { name: 'Ada Lovelace' }) })).toBeInTheDocument();
    await expect(valueOf(profile.getByText(messages.Profile.idLabel))).toBe('7');
    await expect(valueOf(profile.getByText(messages.Profile.firstNameLabel))).toBe('Ada');
    await expect(valueOf(profile.getByText(messages.Profile.lastNameLabel))).toBe('Lovelace');
    await expect(valueOf(profile.getByText(messages.Profile.emailLabel))).toBe('ada@example.com');
    await expect(valueOf(profile.getByText(messages.Profile.rolesLabel))).toBe('ROLE_USER');
    const table = profile.getByRole('table', { name: messages.BookingHistoryTable.caption });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByText(messages.BookingStatusBadge.confirmed)).toHaveLength(2);
    await expect(within(table).getAllByText(messages.BookingStatusBadge.cancelled)).toHaveLength(1);
  },
};

export const Admin: Story = {
  args: { user: admin },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const roles = canvas.getByText(messages.Profile.rolesLabel).nextElementSibling as HTMLElement;
    await expect(within(roles).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
  },
};

export const NoBookings: Story = {
  args: { bookings: [] },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('cell', { name: messages.BookingHistoryTable.empty })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: undefined, bookings: [] },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.Profile.loading);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { status: 'error', user: undefined, bookings: [], error: 'Request failed with status code 401' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed with status code 401');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The hotel could not be reached: the app's text in the guest's words, and Retry. */
export const WithRetry: Story = { ...retryStory, args: { ...retryStory.args, user: undefined, bookings: [] } };

export const BookingsError: Story = {
  args: { bookingsStatus: 'error', bookingsError: 'Failed to fetch bookings' },
  play: async ({ args, canvas, globals }) => {
    const messages = playMessages(globals);
    // The app's text, as given.
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.bookingsError!);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: messages.Profile.heading })).toBeInTheDocument();
    // Without `onRetryBookings`, nothing to press.
    const { retry } = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    await expect(canvas.queryByRole('button', { name: retry })).not.toBeInTheDocument();
  },
};

/**
 * The bookings could not be loaded (the hotel unreachable) while the user was: Retry beside the failure, reached by
 * Tab and pressed with Enter; focus stays in the status area while they load again.
 */
export const BookingsWithRetry: Story = {
  args: { bookingsStatus: 'error', bookingsError: sectionStatusMessages.unreachable, onRetryBookings: fn() },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(sectionStatusMessages.unreachable);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const retry = within(alert).getByRole('button', { name: t.retry });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryBookings).toHaveBeenCalledOnce();
    await expect(retry.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(args.onCloseAccount).not.toHaveBeenCalled();
  },
};

/** The bookings loading again (after Retry): a spinner instead of the table, the user still shown. */
export const BookingsLoading: Story = {
  args: { bookingsStatus: 'loading', bookings: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'Profile', profileMessages);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.bookingsLoading);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: t.heading })).toBeInTheDocument();
  },
};

/** Close account asks first: Cancel (or Escape) does nothing and returns focus; confirming calls `onCloseAccount`. */
export const CloseAccount: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const closeAccount = canvas.getByRole('button', { name: messages.Profile.closeAccount });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(closeAccount);
    const dialog = await canvas.findByRole('dialog', { name: messages.Profile.closeAccount });
    await expect(dialog).toHaveAccessibleDescription(
      messages.Profile.confirmText,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: messages.Profile.confirmNo })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: messages.Profile.confirmNo }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closeAccount).toHaveFocus());
    await expect(args.onCloseAccount).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: messages.Profile.closeAccount })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closeAccount).toHaveFocus());
    await expect(args.onCloseAccount).not.toHaveBeenCalled();

    await userEvent.click(closeAccount);
    await userEvent.click(canvas.getByRole('button', { name: messages.Profile.confirmYes }));
    await expect(args.onCloseAccount).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosingAccount: Story = {
  args: { isClosingAccount: true },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const closeAccount = canvas.getByRole('button', { name: messages.Profile.closeAccount });
    await expect(closeAccount).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(closeAccount);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CloseAccountError: Story = {
  args: { closeAccountError: 'The last admin account cannot be deleted.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The last admin account cannot be deleted.');
  },
};

export const SeasideBrand: Story = { ...CloseAccount, globals: { brand: 'seaside' } };

export const SeasideBrandDefault: Story = { ...Default, globals: { brand: 'seaside' } };
