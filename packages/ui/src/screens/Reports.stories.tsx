import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useState } from 'react';
import { nightsReport, quarterQuery, quarterReport } from '../fixtures/occupancyReport';
import { formatMessage } from '../messages/Message';
import { OccupancyReport } from '../sections/OccupancyReport';
import { occupancyReportMessages } from '../sections/OccupancyReport/OccupancyReport.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';
import type { ReportQueryView } from '../types/views';

/** Reports: occupancy and revenue over a window of nights, by day or month, with the window's bookings as CSV. */
const meta = {
  title: 'Screens/Reports',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.reports}>
      <Reports />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'OccupancyReport', occupancyReportMessages).heading);
    await expect(main.getAllByRole('figure')).toHaveLength(2);
  },
};

/** The query is the screen's, as the app keeps it in the address; grouping by day shows the nights' report. */
function Reports() {
  const [query, setQuery] = useState<ReportQueryView>(quarterQuery);
  return (
    <OccupancyReport
      report={query.groupBy === 'day' ? nightsReport : quarterReport}
      query={query}
      onQueryChange={setQuery}
      onDownloadCsv={() => undefined}
      headingLevel={1}
    />
  );
}

/** Grouping by day from the keyboard shows a row per night. */
export const GroupByDay: Story = {
  ...Default,
  tags: ['test-only'],
  play: async (context) => {
    await Default.play!(context);
    const { canvasElement, globals, userEvent } = context;
    const t = storyMessages(globals, 'OccupancyReport', occupancyReportMessages);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.groupBy }), 'day');
    canvas.getByRole('button', { name: t.showReport }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvas.getByRole('table', { name: t.tableCaption })).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('figure', { name: formatMessage(t.revenueChart, { unit: t.unitDay }) })).toBeInTheDocument();
  },
};
