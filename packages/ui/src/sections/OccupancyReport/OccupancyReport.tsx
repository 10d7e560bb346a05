import { forwardRef, useId, useMemo, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { format } from 'date-fns';
import { addDays, nightsBetween } from '@hotel/booking-rules';
import { DateField } from '../../components/DateField';
import { parseIsoDate } from '../../logic/dates';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { DescriptionList } from '../../primitives/DescriptionList';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { SelectField } from '../../primitives/SelectField';
import { TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { useFormat } from '../../provider/useFormat';
import { useFormatNumber } from '../../provider/useFormatNumber';
import type { LoadStatus, OccupancyReportView, ReportFiguresView, ReportGrouping, ReportQueryView } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { OccupancyReportCharts, type ChartView } from './OccupancyReportCharts';
import { occupancyReportMessages, type OccupancyReportMessages } from './OccupancyReport.messages';
import * as S from './OccupancyReport.styles';

export type OccupancyReportProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The report of `query`; undefined while there is none yet. */
  report: OccupancyReportView | undefined;
  /** The nights [from, to) and grouping shown (controlled). */
  query: ReportQueryView;
  /** A new window or grouping from the form (Show). */
  onQueryChange: (query: ReportQueryView) => void;
  /** The longest window the form accepts. Default 731 nights (two years, as the API). */
  maxNights?: number;
  /** 'Download bookings (CSV)' was pressed: the app fetches the bookings of `query`'s window and saves them. */
  onDownloadCsv: () => void;
  /** The download is under way: the button shows it and ignores presses. */
  isDownloadingCsv?: boolean;
  /** The download failed: the app's text, or '' for 'The bookings could not be downloaded.'. */
  downloadError?: string;
  /** 'loading' shows 'Loading the report'; 'error' shows `error` (or 'Error fetching the report'). */
  status?: LoadStatus;
  /** The app's failure text, shown as is. */
  error?: string;
  /** Offers Retry beside a failed load. */
  onRetry?: () => void;
  /** Outline level of the 'Reports' heading (its parts are one level below). Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<OccupancyReportMessages>;
};

/**
 * The admin 'Reports' screen section: a window of nights grouped by day or month; the window's occupancy rate,
 * room-nights sold, revenue, ADR and RevPAR; charts of occupancy and revenue per period whose figures are all in the
 * table below them; and a download of the window's bookings as CSV.
 */
export const OccupancyReport = forwardRef<HTMLElement, OccupancyReportProps>(function OccupancyReport(
  {
    report,
    query,
    onQueryChange,
    maxNights = 731,
    onDownloadCsv,
    isDownloadingCsv = false,
    downloadError,
    headingLevel = 2,
    messages,
    ...rest
  },
  ref,
) {
  const t = useMessages('OccupancyReport', occupancyReportMessages, messages);
  const { formatDate, formatMoney, dateLocale } = useFormat();
  const { formatCount, formatPercent } = useFormatNumber();
  const hintId = useId();
  const partLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;

  const rate = (value: number | null) => (value === null ? t.notApplicable : formatPercent(value));
  const money = (value: number | null) => (value === null ? t.notApplicable : formatMoney(value));
  const periods = useMemo(
    () =>
      (report?.periods ?? []).map((figures) => ({
        label:
          query.groupBy === 'month'
            ? format(parseIsoDate(figures.startDate)!, 'LLLL yyyy', { locale: dateLocale })
            : formatDate(figures.startDate, 'range'),
        figures,
      })),
    [report, query.groupBy, formatDate, dateLocale],
  );
  const unit = query.groupBy === 'month' ? t.unitMonth : t.unitDay;
  const chart = (title: string, values: readonly number[], formatValue: (value: number) => string, top: number): ChartView => ({
    title,
    label: formatMessage(t.chartLabel, { chart: title, table: t.tableCaption }),
    shares: values.map((value) => (top > 0 ? value / top : 0)),
    tooltips: values.map((value, index) => `${periods[index]!.label}: ${formatValue(value)}`),
    top: formatValue(top),
    bottom: formatValue(0),
  });
  const revenues = periods.map(({ figures }) => figures.revenue);
  const charts = [
    chart(formatMessage(t.occupancyChart, { unit }), periods.map(({ figures }) => figures.occupancyRate ?? 0), formatPercent, 1),
    chart(formatMessage(t.revenueChart, { unit }), revenues, formatMoney, Math.max(0, ...revenues)),
  ];

  return (
    // `rest` carries the load status, error and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <S.Toolbar>
        <ReportPeriodForm query={query} maxNights={maxNights} onQueryChange={onQueryChange} texts={t} />
        <S.Download>
          <Button variant="secondary" onPress={onDownloadCsv} isPending={isDownloadingCsv} aria-describedby={hintId}>
            {t.downloadCsv}
          </Button>
          <span id={hintId}>{t.downloadHint}</span>
        </S.Download>
      </S.Toolbar>
      {downloadError === undefined ? null : <Alert tone="danger">{downloadError || t.downloadFailed}</Alert>}
      {!report || report.periods.length === 0 ? (
        <S.Empty>{t.empty}</S.Empty>
      ) : (
        <>
          <ReportSummary total={report.total} query={query} level={partLevel} texts={t} rate={rate} money={money} />
          <OccupancyReportCharts charts={charts} first={periods[0]!.label} last={periods.at(-1)!.label} headingLevel={partLevel} />
          <S.FiguresTable caption={t.tableCaption}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t.period}</TableHeaderCell>
                <TableHeaderCell align="end">{t.roomNightsAvailable}</TableHeaderCell>
                <TableHeaderCell align="end">{t.roomNightsSold}</TableHeaderCell>
                <TableHeaderCell align="end">{t.occupancyRate}</TableHeaderCell>
                <TableHeaderCell align="end">{t.revenue}</TableHeaderCell>
                <TableHeaderCell align="end">{t.adrShort}</TableHeaderCell>
                <TableHeaderCell align="end">{t.revParShort}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...periods.map(({ label, figures }) => ({ key: figures.startDate, label, figures })), { key: 'total', label: t.total, figures: report.total }].map(
                ({ key, label, figures }) => (
                  <TableRow key={key}>
                    <TableHeaderCell scope="row">{label}</TableHeaderCell>
                    <TableCell align="end">{formatCount(figures.roomNightsAvailable)}</TableCell>
                    <TableCell align="end">{formatCount(figures.roomNightsSold)}</TableCell>
                    <TableCell align="end">{rate(figures.occupancyRate)}</TableCell>
                    <TableCell align="end">{formatMoney(figures.revenue)}</TableCell>
                    <TableCell align="end">{money(figures.adr)}</TableCell>
                    <TableCell align="end">{money(figures.revPar)}</TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </S.FiguresTable>
        </>
      )}
    </AdminTableSection>
  );
});

type ReportSummaryProps = {
  total: ReportFiguresView;
  query: ReportQueryView;
  level: HeadingLevel;
  texts: OccupancyReportMessages;
  rate: (value: number | null) => string;
  money: (value: number | null) => string;
};

/** The window's five figures, under a heading naming its first and last night. */
function ReportSummary({ total, query, level, texts: t, rate, money }: ReportSummaryProps) {
  const { formatDate } = useFormat();
  const { formatCount } = useFormatNumber();
  const headingId = useId();
  return (
    <S.Summary aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {formatMessage(t.summaryLabel, { first: formatDate(query.from, 'range'), last: formatDate(addDays(query.to, -1), 'range') })}
      </Heading>
      <DescriptionList>
        <dt>{t.occupancyRate}</dt>
        <dd>{rate(total.occupancyRate)}</dd>
        <dt>{t.roomNightsSold}</dt>
        <dd>{formatMessage(t.soldOfAvailable, { sold: formatCount(total.roomNightsSold), available: formatCount(total.roomNightsAvailable) })}</dd>
        <dt>{t.revenue}</dt>
        <dd>{money(total.revenue)}</dd>
        <dt>{t.adr}</dt>
        <dd>{money(total.adr)}</dd>
        <dt>{t.revPar}</dt>
        <dd>{money(total.revPar)}</dd>
      </DescriptionList>
    </S.Summary>
  );
}

type Errors = { first?: string; last?: string };

type ReportPeriodFormProps = {
  query: ReportQueryView;
  maxNights: number;
  onQueryChange: (query: ReportQueryView) => void;
  texts: OccupancyReportMessages;
};

/** The first and last night (the last inclusive, as people say it; the window emitted ends the morning after) and the grouping. */
function ReportPeriodForm({ query, maxNights, onQueryChange, texts: t }: ReportPeriodFormProps) {
  const draftOf = (shown: ReportQueryView) => ({ first: shown.from, last: addDays(shown.to, -1), groupBy: shown.groupBy, query: shown });
  const [draft, setDraft] = useState(() => draftOf(query));
  const [errors, setErrors] = useState<Errors>({});
  // A new query from outside (the address) replaces what was typed.
  if (draft.query.from !== query.from || draft.query.to !== query.to || draft.query.groupBy !== query.groupBy) {
    setDraft(draftOf(query));
    setErrors({});
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!parseIsoDate(draft.first)) next.first = t.invalidDate;
    if (!parseIsoDate(draft.last)) next.last = t.invalidDate;
    else if (!next.first && draft.last < draft.first) next.last = t.lastBeforeFirst;
    else if (!next.first && nightsBetween(draft.first, draft.last) + 1 > maxNights) next.last = formatMessage(t.periodTooLong, { maxNights });
    setErrors(next);
    if (!next.first && !next.last) onQueryChange({ from: draft.first, to: addDays(draft.last, 1), groupBy: draft.groupBy });
  };

  return (
    <S.PeriodForm noValidate onSubmit={submit} aria-label={t.periodLabel}>
      <DateField label={t.firstNight} value={draft.first} onChange={(first) => setDraft({ ...draft, first })} error={errors.first} />
      <DateField label={t.lastNight} value={draft.last} onChange={(last) => setDraft({ ...draft, last })} error={errors.last} />
      <SelectField
        label={t.groupBy}
        options={[
          { value: 'day', label: t.groupByDay },
          { value: 'month', label: t.groupByMonth },
        ]}
        value={draft.groupBy}
        onChange={(groupBy) => setDraft({ ...draft, groupBy: groupBy as ReportGrouping })}
      />
      <Button type="submit">{t.showReport}</Button>
    </S.PeriodForm>
  );
}
