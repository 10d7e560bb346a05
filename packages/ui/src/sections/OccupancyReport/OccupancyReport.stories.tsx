import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { nightsQuery, nightsReport, quarterQuery, quarterReport } from '../../fixtures/occupancyReport';
import { formatMessage } from '../../messages/Message';
import { rangeDate } from '../../stories/storyDates';
import { storyFormat, storyLocale, typedDate } from '../../stories/locales';
import { createNumberFormatter } from '../../logic/formatNumber';
import { asTextContent, calendarMonthName, playMessages } from '../../stories/storyMessages';
import { OccupancyReport } from './OccupancyReport';

const meta = {
  title: 'Admin/OccupancyReport',
  component: OccupancyReport,
  args: { report: quarterReport, query: quarterQuery, onQueryChange: fn(), onDownloadCsv: fn() },
} satisfies Meta<typeof OccupancyReport>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => playMessages(globals).OccupancyReport;

/** The quarter's figures, its two charts and the table that gives their figures. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    const { formatMoney } = storyFormat(globals);
    const { formatCount, formatPercent } = createNumberFormatter(storyLocale(globals).code);
    await expect(canvas.getByRole('region', { name: t.heading })).toBeInTheDocument();
    const summary = canvas.getByRole('region', { name: formatMessage(t.summaryLabel, { first: rangeDate(globals, '2026-10-01'), last: rangeDate(globals, '2026-12-31') }) });
    const figures = within(summary).getAllByRole('definition').map((figure) => figure.textContent);
    await expect(figures).toEqual([
      formatPercent(0.667),
      formatMessage(t.soldOfAvailable, { sold: formatCount(1214), available: formatCount(1820) }),
      formatMoney(152280),
      formatMoney(125.44),
      formatMoney(83.67),
    ]);
    const terms = within(summary).getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([t.occupancyRate, t.roomNightsSold, t.revenue, t.adr, t.revPar]);

    // Each chart is an image that points to the table of its figures.
    const occupancyTitle = formatMessage(t.occupancyChart, { unit: t.unitMonth });
    const revenueTitle = formatMessage(t.revenueChart, { unit: t.unitMonth });
    for (const title of [occupancyTitle, revenueTitle]) {
      const chart = canvas.getByRole('img', { name: formatMessage(t.chartLabel, { chart: title, table: t.tableCaption }) });
      await expect(chart.querySelectorAll('rect')).toHaveLength(3);
      await expect(canvas.getByRole('figure', { name: title })).toContainElement(chart);
    }
    await expect(canvas.getByRole('img', { name: new RegExp(revenueTitle) }).querySelector('rect title')).toHaveTextContent(asTextContent(`${calendarMonthName(globals, '2026-10-01')}: ${formatMoney(52080)}`));

    const table = canvas.getByRole('table', { name: t.tableCaption });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([t.period, t.roomNightsAvailable, t.roomNightsSold, t.occupancyRate, t.revenue, t.adrShort, t.revParShort]);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['620', '434', formatPercent(0.7), formatMoney(52080), formatMoney(120), formatMoney(84)]);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(calendarMonthName(globals, '2026-10-01'));
    await expect(within(rows[4]!).getByRole('rowheader')).toHaveTextContent(t.total);

    await userEvent.click(canvas.getByRole('button', { name: t.downloadCsv }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t.downloadCsv })).toHaveAccessibleDescription(t.downloadHint);
  },
};

/** By day: a night with no room to sell and one with none sold have no rate to give. */
export const ByDay: Story = {
  args: { report: nightsReport, query: nightsQuery },
  play: async ({ canvas, globals }) => {
    const t = texts(globals);
    const { formatMoney } = storyFormat(globals);
    const { formatPercent } = createNumberFormatter(storyLocale(globals).code);
    const table = canvas.getByRole('table', { name: t.tableCaption });
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent(rangeDate(globals, '2026-12-02'));
    await expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '0', t.notApplicable, formatMoney(0), t.notApplicable, t.notApplicable]);
    await expect(within(rows[3]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20', '0', formatPercent(0), formatMoney(0), t.notApplicable, formatMoney(0)]);
    await expect(canvas.getByRole('figure', { name: formatMessage(t.occupancyChart, { unit: t.unitDay }) })).toBeInTheDocument();
  },
};

/** The form, from the keyboard: wrong and reversed dates are refused, then a window and a grouping are emitted. */
export const PeriodForm: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = texts(globals);
    const first = canvas.getByRole('textbox', { name: t.firstNight });
    const last = canvas.getByRole('textbox', { name: t.lastNight });
    await expect(first).toHaveValue(typedDate(globals, '2026-10-01'));
    await expect(last).toHaveValue(typedDate(globals, '2026-12-31'));
    await expect(canvas.getByRole('combobox', { name: t.groupBy })).toHaveValue('month');

    await userEvent.clear(last);
    await userEvent.type(last, typedDate(globals, '2026-09-30'));
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAccessibleDescription(t.lastBeforeFirst);
    await userEvent.clear(last);
    await userEvent.type(last, typedDate(globals, '2028-10-01'));
    await userEvent.keyboard('{Enter}');
    await expect(last).toHaveAccessibleDescription(formatMessage(t.periodTooLong, { maxNights: 731 }));
    await expect(args.onQueryChange).not.toHaveBeenCalled();

    await userEvent.clear(last);
    await userEvent.type(last, typedDate(globals, '2026-10-31'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.groupBy }), t.groupByDay);
    await userEvent.click(canvas.getByRole('button', { name: t.showReport }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-11-01', groupBy: 'day' });
  },
};

export const Downloading: Story = {
  args: { isDownloadingCsv: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const button = canvas.getByRole('button', { name: texts(globals).downloadCsv });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDownloadCsv).not.toHaveBeenCalled();
  },
};

export const DownloadFailed: Story = {
  args: { downloadError: '' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts(globals).downloadFailed);
  },
};

export const Empty: Story = {
  args: { report: { periods: [], total: { ...quarterReport.total } } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { report: undefined, status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(texts(globals).loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { report: undefined, status: 'error', onRetry: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    await expect(canvas.getByText(texts(globals).loadError)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: playMessages(globals).SectionStatus.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Berichte' })).toBeInTheDocument();
    const summary = canvas.getByRole('region', { name: 'Summen, 01.10.2026 bis 31.12.2026' });
    await expect(within(summary).getAllByRole('definition')[0]).toHaveTextContent('66,7 %');
    await expect(within(summary).getAllByRole('definition')[1]).toHaveTextContent('1.214 von 1.820');
    await expect(canvas.getByRole('figure', { name: 'Umsatz pro Monat' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Oktober 2026' })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
