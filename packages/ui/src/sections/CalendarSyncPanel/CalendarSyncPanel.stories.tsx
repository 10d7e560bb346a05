import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { calendarExportUrl, calendarImports } from '../../fixtures/calendarSync';
import { formatMessage } from '../../messages/Message';
import { playMessages } from '../../stories/storyMessages';
import { CalendarSyncPanel } from './CalendarSyncPanel';

const meta = {
  title: 'Admin/CalendarSyncPanel',
  component: CalendarSyncPanel,
  args: {
    roomName: '7 · Ocean Suite',
    exportUrl: calendarExportUrl,
    onCopyUrl: fn(),
    onRotate: fn(),
    imports: calendarImports,
    onAddImport: fn(),
    onRemoveImport: fn(),
    onSyncNow: fn(),
  },
} satisfies Meta<typeof CalendarSyncPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => playMessages(globals).CalendarSyncPanel;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByRole('region', { name: t.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: t.exportUrl })).toHaveValue(calendarExportUrl);
    await userEvent.click(canvas.getByRole('button', { name: t.copy }));
    await expect(args.onCopyUrl).toHaveBeenCalledWith(calendarExportUrl);

    const table = canvas.getByRole('table', { name: t.importsCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText(t.ok)).toBeInTheDocument();
    await expect(within(table).getByText(formatMessage(t.failed, { error: 'The feed did not answer within 10 s' }))).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: t.syncNow }));
    await expect(args.onSyncNow).toHaveBeenCalled();
  },
};

/** Rotating asks first; Keep does nothing, Yes rotates. From the keyboard. */
export const Rotate: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    canvas.getByRole('button', { name: t.rotate }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: t.confirmRotateTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmRotateNo }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onRotate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t.rotate }));
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: t.confirmRotateYes }));
    await expect(args.onRotate).toHaveBeenCalledTimes(1);
  },
};

/** Remove names the feed and asks first. */
export const RemoveImport: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    await userEvent.click(canvas.getByRole('button', { name: formatMessage(t.removeLabel, { name: 'Booking.com' }) }));
    const dialog = await canvas.findByRole('dialog', { name: formatMessage(t.confirmRemoveTitle, { name: 'Booking.com' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmRemoveYes }));
    await expect(args.onRemoveImport).toHaveBeenCalledWith(2);
  },
};

/** A new feed is checked (a name; an http(s) address) before it is sent. */
export const AddImport: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    const form = canvas.getByRole('form', { name: t.addHeading });
    const url = within(form).getByRole('textbox', { name: t.newUrl });
    await userEvent.type(url, 'ftp://example.com/cal.ics');
    await userEvent.click(within(form).getByRole('button', { name: t.add }));
    await expect(url).toHaveAccessibleDescription(new RegExp(t.urlInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(within(form).getByRole('textbox', { name: t.newName })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAddImport).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByRole('textbox', { name: t.newName }), 'Vrbo');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://www.vrbo.com/icalendar/abc.ics');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddImport).toHaveBeenCalledWith({ name: 'Vrbo', url: 'https://www.vrbo.com/icalendar/abc.ics' });
    await expect(url).toHaveValue('');
  },
};

export const NoImportsYet: Story = {
  args: { imports: [] },
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByText(t.noImports)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.syncNow })).not.toBeInTheDocument();
  },
};

/** A server without calendar import: the export address alone. */
export const ExportOnly: Story = {
  args: { imports: undefined, onAddImport: undefined, onRemoveImport: undefined, onSyncNow: undefined },
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByRole('button', { name: t.copy })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).loading)).toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Kalenderabgleich' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
