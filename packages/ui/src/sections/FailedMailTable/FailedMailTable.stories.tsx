import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { failedMails as mails } from '../../fixtures/failedMails';
import { FailedMailTable } from './FailedMailTable';
import { formatMessage } from '../../messages/Message';
import { playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Admin/FailedMailTable',
  component: FailedMailTable,
  args: { mails, total: 2, page: 1, pageCount: 1, onPageChange: fn(), onResend: fn() },
} satisfies Meta<typeof FailedMailTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('region', { name: messages.FailedMailTable.heading })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: messages.FailedMailTable.tableCaption });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    const t = messages.FailedMailTable;
    await expect(headers).toEqual([t.recipient, t.subject, t.kind, t.attempts, t.lastError, t.failedAt, t.actions]);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText(formatMessage(messages.FailedMailTable.total, { count: 2 }))).toBeInTheDocument();
    await expect(canvas.getByText('550 Mailbox unavailable')).toBeInTheDocument();
    // One page: no paging.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: formatMessage(messages.FailedMailTable.resendLabel, { subject: 'HavenHub - Verify Your Email', recipient: 'grace@example.com' }) }));
    await expect(args.onResend).toHaveBeenCalledWith(7);
    // Keyboard: the buttons are reached in reading order (back to the first row's) and pressed with Enter.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: formatMessage(messages.FailedMailTable.resendLabel, { subject: 'HavenHub - Booking Confirmation', recipient: 'ada@example.com' }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenLastCalledWith(12);
  },
};

export const Resending: Story = {
  args: { resendingId: 12, message: 'The mail is queued to be sent again.' },
  play: async ({ canvas, globals }) => {
    const { resendLabel } = playMessages(globals).FailedMailTable;
    await expect(canvas.getByText('The mail is queued to be sent again.')).toBeInTheDocument();
    const pending = canvas.getByRole('button', { name: formatMessage(resendLabel, { subject: 'HavenHub - Booking Confirmation', recipient: 'ada@example.com' }) });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Paged: Story = {
  args: { total: 45, page: 2, pageCount: 3 },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(formatMessage(messages.FailedMailTable.total, { count: 45 }))).toBeInTheDocument();
    const paging = canvas.getByRole('navigation');
    await expect(within(paging).getByRole('button', { name: /2/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(paging).getByRole('button', { name: /3/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { mails: [], total: 0 },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(messages.FailedMailTable.empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(messages.FailedMailTable.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(messages.FailedMailTable.loadError)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.SectionStatus.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Nicht zugestellte E-Mails' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Erneut senden: HavenHub - Verify Your Email an grace@example.com' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
