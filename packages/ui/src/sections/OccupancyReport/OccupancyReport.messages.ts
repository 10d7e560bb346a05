import type { Message } from '../../messages/Message';

export type OccupancyReportMessages = {
  heading: Message;
  /** The period form. */
  periodLabel: Message;
  firstNight: Message;
  lastNight: Message;
  groupBy: Message;
  groupByDay: Message;
  groupByMonth: Message;
  showReport: Message;
  /** A date that is not one. */
  invalidDate: Message;
  lastBeforeFirst: Message;
  periodTooLong: Message<{ maxNights: number }>;
  /** Names the window's figures, with its first and last night. */
  summaryLabel: Message<{ first: string; last: string }>;
  occupancyRate: Message;
  roomNightsSold: Message;
  /** Room-nights sold of those available. */
  soldOfAvailable: Message<{ sold: string; available: string }>;
  revenue: Message;
  adr: Message;
  revPar: Message;
  /** A rate with nothing to divide by (no room-night available, or none sold). */
  notApplicable: Message;
  /** The charts' titles: the unit is `unitDay` or `unitMonth`. */
  occupancyChart: Message<{ unit: string }>;
  revenueChart: Message<{ unit: string }>;
  unitDay: Message;
  unitMonth: Message;
  /** A chart's name for screen readers: the table holds its figures. */
  chartLabel: Message<{ chart: string; table: string }>;
  /** The table of every period's figures: the charts' accessible alternative. */
  tableCaption: Message;
  period: Message;
  roomNightsAvailable: Message;
  adrShort: Message;
  revParShort: Message;
  total: Message;
  downloadCsv: Message;
  downloadHint: Message;
  /** Shown when the download failed and no `downloadError` text was given. */
  downloadFailed: Message;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
  /** No period to show. */
  empty: Message;
};

export const occupancyReportMessages: OccupancyReportMessages = {
  heading: 'Reports',
  periodLabel: 'Report period',
  firstNight: 'First night',
  lastNight: 'Last night',
  groupBy: 'Group by',
  groupByDay: 'Day',
  groupByMonth: 'Month',
  showReport: 'Show',
  invalidDate: 'Enter a date.',
  lastBeforeFirst: 'The last night cannot come before the first.',
  periodTooLong: 'Choose at most {maxNights} nights.',
  summaryLabel: 'Totals, {first} to {last}',
  occupancyRate: 'Occupancy rate',
  roomNightsSold: 'Room-nights sold',
  soldOfAvailable: '{sold} of {available}',
  revenue: 'Revenue',
  adr: 'Average daily rate (ADR)',
  revPar: 'Revenue per available room (RevPAR)',
  notApplicable: 'n/a',
  occupancyChart: 'Occupancy rate per {unit}',
  revenueChart: 'Revenue per {unit}',
  unitDay: 'day',
  unitMonth: 'month',
  chartLabel: '{chart}; the table “{table}” gives the figures.',
  tableCaption: 'Figures per period',
  period: 'Period',
  roomNightsAvailable: 'Room-nights available',
  adrShort: 'ADR',
  revParShort: 'RevPAR',
  total: 'Total',
  downloadCsv: 'Download bookings (CSV)',
  downloadHint: 'Every booking whose stay overlaps the period, as a spreadsheet file.',
  downloadFailed: 'The bookings could not be downloaded.',
  loading: 'Loading the report',
  loadError: 'Error fetching the report',
  empty: 'No figures for this period.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    OccupancyReport: OccupancyReportMessages;
  }
}
