import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useState } from 'react';
import { auditEntries, auditKinds } from '../fixtures/auditEntries';
import { AuditLogTable } from '../sections/AuditLogTable';
import { auditLogTableMessages } from '../sections/AuditLogTable/AuditLogTable.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';
import type { AuditFilterView } from '../types/views';

/** Audit Log: who changed what and when, a page at a time, filtered by account, kind and dates. */
const meta = {
  title: 'Screens/Audit Log',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.auditLog}>
      <AuditLog />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'AuditLogTable', auditLogTableMessages).heading);
  },
};

/** The filter and the page are the screen's, as the app keeps them in the address; a filter shows the matching entries. */
function AuditLog() {
  const [filter, setFilter] = useState<AuditFilterView>({});
  const [page, setPage] = useState(1);
  const entries = auditEntries.filter((entry) => !filter.kind || entry.kind === filter.kind);
  return (
    <AuditLogTable
      entries={entries}
      total={entries.length}
      page={page}
      pageCount={1}
      onPageChange={setPage}
      filter={filter}
      onFilterChange={setFilter}
      kinds={auditKinds}
      headingLevel={1}
    />
  );
}

/** Picking a kind and pressing Filter, from the keyboard, leaves the entries of that kind. */
export const FilterByKind: Story = {
  ...Default,
  tags: ['test-only'],
  play: async (context) => {
    await Default.play!(context);
    const { canvasElement, globals, userEvent } = context;
    const t = storyMessages(globals, 'AuditLogTable', auditLogTableMessages);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.kindFilter }), 'booking.cancelled');
    canvas.getByRole('button', { name: t.applyFilter }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByRole('cell', { name: 'booking.cancelled' })).toBeInTheDocument();
  },
};
