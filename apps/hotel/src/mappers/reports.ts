// Reports' own mappers, apart from the shared ones so that they stay out of Home's first JavaScript.
import { addDays, isCalendarDate, nightsBetween } from '@hotel/ui';
import type { OccupancyPeriod as ApiPeriod, OccupancyReport } from '@hotel/api-client';
import type { IsoDate, OccupancyReportView, ReportFiguresView, ReportGrouping, ReportQueryView } from '@hotel/ui';
import { periodParams } from './adminParams';

/** The longest window the API answers (`GET /api/admin/reports/occupancy`, `GET /api/admin/bookings.csv`). */
export const MAX_REPORT_NIGHTS = 731;

/** The address's parameters: `/admin/reports?from=…&to=…&groupBy=day|month`, `to` the first night left out. */
const params = { ...periodParams, groupBy: 'groupBy' } as const;
const groupings: readonly string[] = ['day', 'month'] satisfies ReportGrouping[];

/**
 * The window and grouping the address names. A window the API would refuse (not dates, reversed, too long) becomes
 * the month of `today`; a missing or unknown grouping, days.
 */
export function parseReportQuery(search: URLSearchParams, today: IsoDate): ReportQueryView {
  const from = search.get(params.from) ?? '';
  const to = search.get(params.to) ?? '';
  const grouping = search.get(params.groupBy) ?? '';
  const groupBy = groupings.includes(grouping) ? (grouping as ReportGrouping) : 'day';
  if (isCalendarDate(from) && isCalendarDate(to)) {
    const nights = nightsBetween(from, to);
    if (nights >= 1 && nights <= MAX_REPORT_NIGHTS) return { from, to, groupBy };
  }
  const monthStart = `${today.slice(0, 8)}01`;
  return { from: monthStart, to: `${addDays(monthStart, 31).slice(0, 8)}01`, groupBy };
}

/** The address's search for a query. */
export function reportSearch({ from, to, groupBy }: ReportQueryView): Record<string, string> {
  return { [params.from]: from, [params.to]: to, [params.groupBy]: groupBy };
}

const toFigures = ({ roomNightsAvailable, roomNightsSold, occupancyRate, revenue, adr, revPar }: ApiPeriod): ReportFiguresView => ({
  roomNightsAvailable,
  roomNightsSold,
  occupancyRate,
  revenue,
  adr,
  revPar,
});

/** API report → the kit's, field by field (the kit takes no API types). */
export function toOccupancyReportView(answer: OccupancyReport): OccupancyReportView {
  return {
    periods: answer.periods.map((period) => ({ startDate: period.startDate, endDate: period.endDate, ...toFigures(period) })),
    total: toFigures(answer.total),
  };
}

const byteOrderMark = '\uFEFF';

/**
 * The bookings' CSV as a file to save: UTF-8 with a byte order mark, as the server writes it (the browser's text
 * decoding drops it, and spreadsheets need it to read UTF-8), named after its first and last night.
 */
export function bookingsCsvFile(csv: string, { from, to }: Pick<ReportQueryView, 'from' | 'to'>): { blob: Blob; fileName: string } {
  return {
    blob: new Blob([csv.startsWith(byteOrderMark) ? csv : `${byteOrderMark}${csv}`], { type: 'text/csv;charset=utf-8' }),
    fileName: `bookings-${from}-to-${addDays(to, -1)}.csv`,
  };
}
