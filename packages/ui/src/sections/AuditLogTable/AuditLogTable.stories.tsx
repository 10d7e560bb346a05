import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { auditEntries, auditKinds } from '../../fixtures/auditEntries';
import { formatMessage } from '../../messages/Message';
import { storyFormat, typedDate } from '../../stories/locales';
import { playMessages } from '../../stories/storyMessages';
import { AuditLogTable } from './AuditLogTable';

const meta = {
  title: 'Admin/AuditLogTable',
  component: AuditLogTable,
  args: { entries: auditEntries, total: 3, page: 1, pageCount: 1, onPageChange: fn(), filter: {}, onFilterChange: fn(), kinds: auditKinds },
} satisfies Meta<typeof AuditLogTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => playMessages(globals).AuditLogTable;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByRole('region', { name: t.heading })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: t.tableCaption });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([t.when, t.actor, t.kind, t.record, t.changes]);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText(formatMessage(t.total, { count: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(formatMessage(t.createdAt, { date: storyFormat(globals).formatDate('2026-12-14', 'range'), time: '09:30' }))).toBeInTheDocument();
    await expect(canvas.getByText(formatMessage(t.change, { field: 'roomPrice', before: '250', after: '275' }))).toBeInTheDocument();
    await expect(canvas.getByText(formatMessage(t.change, { field: 'roomType', before: t.noValue, after: 'Ocean Suite' }))).toBeInTheDocument();
    await expect(canvas.getByText(t.noActor)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The filter, from the keyboard: an account, a kind and dates; a wrong account number is refused; Clear Filter. */
export const Filtering: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    const actor = canvas.getByRole('textbox', { name: t.actorFilter });
    await userEvent.type(actor, 'x1');
    await userEvent.keyboard('{Enter}');
    await expect(actor).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFilterChange).not.toHaveBeenCalled();

    await userEvent.clear(actor);
    await userEvent.type(actor, '4');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.kindFilter }), 'room.updated');
    await userEvent.type(canvas.getByRole('textbox', { name: t.fromFilter }), typedDate(globals, '2026-12-01'));
    await userEvent.type(canvas.getByRole('textbox', { name: t.toFilter }), typedDate(globals, '2026-12-14'));
    await userEvent.click(canvas.getByRole('button', { name: t.applyFilter }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ actorId: 4, kind: 'room.updated', from: '2026-12-01', to: '2026-12-14' });

    await userEvent.click(canvas.getByRole('button', { name: t.clearFilter }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({});
  },
};

export const Filtered: Story = {
  args: { filter: { actorId: 4, kind: 'room.updated', from: '2026-12-01' } },
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    await expect(canvas.getByRole('textbox', { name: t.actorFilter })).toHaveValue('4');
    await expect(canvas.getByRole('combobox', { name: t.kindFilter })).toHaveValue('room.updated');
    await expect(canvas.getByRole('textbox', { name: t.fromFilter })).toHaveValue(typedDate(globals, '2026-12-01'));
  },
};

export const Paged: Story = {
  args: { total: 45, page: 2, pageCount: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const paging = canvas.getByRole('navigation');
    await expect(within(paging).getByRole('button', { name: /2/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(paging).getByRole('button', { name: /3/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { entries: [], total: 0 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).empty)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    await expect(canvas.getByText(texts(globals).loadError)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: playMessages(globals).SectionStatus.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Änderungsprotokoll' })).toBeInTheDocument();
    await expect(canvas.getByText('14.12.2026, 09:30 UTC')).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
