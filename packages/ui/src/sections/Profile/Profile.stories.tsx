import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { retryStory } from '../../stories/retryStory';
import { storyMessages } from '../../stories/storyMessages';
import { sectionStatusMessages } from '../SectionStatus';
import { profileMessages } from './Profile.messages';
import { bookings } from '../../fixtures/bookings';
import { admin, user } from '../../fixtures/users';
import { Profile } from './Profile';

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
  play: async ({ canvas }) => {
    const profile = within(canvas.getByRole('region', { name: 'User Information' }));
    await expect(profile.getByRole('img', { name: 'Profile picture of Ada Lovelace' })).toBeInTheDocument();
    await expect(valueOf(profile.getByText('ID'))).toBe('7');
    await expect(valueOf(profile.getByText('First Name'))).toBe('Ada');
    await expect(valueOf(profile.getByText('Last Name'))).toBe('Lovelace');
    await expect(valueOf(profile.getByText('Email'))).toBe('ada@example.com');
    await expect(valueOf(profile.getByText('Roles'))).toBe('ROLE_USER');
    const table = profile.getByRole('table', { name: 'Booking History' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getAllByText('On-going')).toHaveLength(2);
    await expect(within(table).getAllByText('Cancelled')).toHaveLength(1);
  },
};

export const Admin: Story = {
  args: { user: admin },
  play: async ({ canvas }) => {
    const roles = canvas.getByText('Roles').nextElementSibling as HTMLElement;
    await expect(within(roles).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
  },
};

export const NoBookings: Story = {
  args: { bookings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'You have not made any bookings yet.' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: undefined, bookings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading user data...');
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
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch bookings');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'User Information' })).toBeInTheDocument();
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
  play: async ({ args, canvas, userEvent }) => {
    const closeAccount = canvas.getByRole('button', { name: 'Close account' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(closeAccount);
    const dialog = await canvas.findByRole('dialog', { name: 'Close account' });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete your account? This action cannot be undone.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closeAccount).toHaveFocus());
    await expect(args.onCloseAccount).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: 'Close account' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closeAccount).toHaveFocus());
    await expect(args.onCloseAccount).not.toHaveBeenCalled();

    await userEvent.click(closeAccount);
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, close my account' }));
    await expect(args.onCloseAccount).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosingAccount: Story = {
  args: { isClosingAccount: true },
  play: async ({ canvas, userEvent }) => {
    const closeAccount = canvas.getByRole('button', { name: 'Close account' });
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
