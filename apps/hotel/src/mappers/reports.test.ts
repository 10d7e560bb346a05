import { describe, expect, it } from 'vitest';
import type { OccupancyReport } from '@hotel/api-client';
import { bookingsCsvFile, parseReportQuery, reportSearch, toOccupancyReportView } from './reports';

describe('the report’s address', () => {
  it('reads the window and the grouping', () => {
    expect(parseReportQuery(new URLSearchParams('from=2026-10-01&to=2027-01-01&groupBy=month'), '2026-11-27')).toEqual({
      from: '2026-10-01',
      to: '2027-01-01',
      groupBy: 'month',
    });
  });

  it('shows the month of today by day when the window is missing, reversed, too long or no dates', () => {
    const thisMonth = { from: '2026-11-01', to: '2026-12-01', groupBy: 'day' };
    expect(parseReportQuery(new URLSearchParams(''), '2026-11-27')).toEqual(thisMonth);
    expect(parseReportQuery(new URLSearchParams('from=2026-11-10&to=2026-11-10'), '2026-11-27')).toEqual(thisMonth);
    expect(parseReportQuery(new URLSearchParams('from=2026-01-01&to=2028-01-03&groupBy=week'), '2026-11-27')).toEqual(thisMonth);
    expect(parseReportQuery(new URLSearchParams('from=2026-02-30&to=soon&groupBy=month'), '2026-11-27')).toEqual({ ...thisMonth, groupBy: 'month' });
    // December runs into the next year; two years is the longest window.
    expect(parseReportQuery(new URLSearchParams(''), '2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01', groupBy: 'day' });
    expect(parseReportQuery(new URLSearchParams('from=2026-01-01&to=2028-01-02'), '2026-11-27')).toEqual({ from: '2026-01-01', to: '2028-01-02', groupBy: 'day' });
  });

  it('writes them back', () => {
    expect(reportSearch({ from: '2026-10-01', to: '2027-01-01', groupBy: 'month' })).toEqual({ from: '2026-10-01', to: '2027-01-01', groupBy: 'month' });
  });
});

describe('toOccupancyReportView', () => {
  it('keeps each period’s and the total’s figures, nulls included', () => {
    const period = { startDate: '2026-12-02', endDate: '2026-12-03', roomNightsAvailable: 0, roomNightsSold: 0, occupancyRate: null, revenue: 0, adr: null, revPar: null };
    const answer: OccupancyReport = {
      from: '2026-12-02',
      to: '2026-12-03',
      groupBy: 'day',
      periods: [period],
      total: { ...period, roomNightsAvailable: 20, roomNightsSold: 12, occupancyRate: 0.6, revenue: 1440, adr: 120, revPar: 72 },
    };
    expect(toOccupancyReportView(answer)).toEqual({
      periods: [period],
      total: { roomNightsAvailable: 20, roomNightsSold: 12, occupancyRate: 0.6, revenue: 1440, adr: 120, revPar: 72 },
    });
  });
});

describe('bookingsCsvFile', () => {
  it('keeps one byte order mark and names the file after the first and last night', async () => {
    const withMark = bookingsCsvFile('\uFEFFid,guest\r\n1,Zoë\r\n', { from: '2026-10-01', to: '2027-01-01' });
    const withoutMark = bookingsCsvFile('id,guest\r\n1,Zoë\r\n', { from: '2026-10-01', to: '2027-01-01' });
    expect(withMark.fileName).toBe('bookings-2026-10-01-to-2026-12-31.csv');
    expect(withMark.blob.type).toBe('text/csv;charset=utf-8');
    for (const { blob } of [withMark, withoutMark]) {
      expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
      expect(blob.size).toBe(3 + new TextEncoder().encode('id,guest\r\n1,Zoë\r\n').length);
    }
  });
});
