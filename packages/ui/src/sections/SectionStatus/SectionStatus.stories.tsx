import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages, themeColor } from '../../stories/storyMessages';
import { SectionStatus } from './SectionStatus';
import { sectionStatusMessages } from './SectionStatus.messages';

const meta = {
  title: 'Layout/SectionStatus',
  component: SectionStatus,
  args: { status: 'error', error: sectionStatusMessages.unreachable, onRetry: fn() },
} satisfies Meta<typeof SectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A failed load: the app's text in a danger alert, and Retry; pressing it keeps focus in the status area. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, globals, userEvent }) => {
    const t = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(sectionStatusMessages.unreachable);
    await expect(getComputedStyle(alert).borderLeftColor).toBe(themeColor(canvasElement, 'danger'));
    const retry = canvas.getByRole('button', { name: t.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The alert (and its button) gives way to the spinner: focus must not fall back to the page.
    await expect(retry.closest('[tabindex="-1"]')).toHaveFocus();
  },
};

/** Retry by keyboard: Tab reaches it, Enter presses it. */
export const RetryByKeyboard: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without `onRetry`, or for a failure while ready (a failed delete), no Retry. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'ready', error: 'Error deleting room Request failed with status code 409' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error deleting room Request failed with status code 409');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A failed load without a text from the app or the section: the kit's own. */
export const ErrorWithoutText: Story = {
  args: { error: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.loadFailed);
  },
};

export const Loading: Story = {
  args: { status: 'loading', error: undefined, loading: 'Loading rooms.....' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.loading!);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WithMessage: Story = {
  args: { status: 'ready', error: undefined, message: 'Room No 3 was delete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Room No 3 was delete');
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
