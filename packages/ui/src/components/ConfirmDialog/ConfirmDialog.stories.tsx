import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** A page with a button that opens the dialog, as the sections use it. */
function WithOpener(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        Delete room 7
      </Button>
      <Button variant="secondary">Delete room 8</Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Delete room 7 (Ocean Suite)?',
    description: 'The room and its photo will be deleted. This cannot be undone.',
    confirmLabel: 'Yes, delete room',
    cancelLabel: 'Keep room',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the safe choice; Tab stays inside; Escape cancels and focus returns to the opener. */
export const KeyboardAndEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete room 7' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Delete room 7 (Ocean Suite)?' });
    await expect(dialog).toHaveAccessibleDescription('The room and its photo will be deleted. This cannot be undone.');
    const keep = within(dialog).getByRole('button', { name: 'Keep room' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, delete room' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(confirm).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Confirm: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete room 7' });
    await userEvent.click(opener);
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Yes, delete room' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Focus returns to the opener as the dialog closes, not later: where the person goes next (here the next row's
 * button, as a keyboard user would) is where focus stays.
 */
export const FocusMovedOnAfterClosing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete room 7' });
    const nextRow = canvas.getByRole('button', { name: 'Delete room 8' });
    await userEvent.click(opener);
    const dialog = (await canvas.findByRole('dialog')) as HTMLDialogElement;
    // In one go, as a quick hand would: confirm, and move on as soon as the dialog has closed (React closes it in a
    // microtask), before the browser's queued `close` event has run.
    within(dialog).getByRole('button', { name: 'Yes, delete room' }).click();
    for (let microtask = 0; microtask < 100 && dialog.open; microtask += 1) await Promise.resolve();
    const focusedOnClose = document.activeElement;
    nextRow.focus();
    // Past the queued event (two macrotasks), focus is still where it was moved.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(focusedOnClose).toBe(opener);
    await expect(nextRow).toHaveFocus();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
