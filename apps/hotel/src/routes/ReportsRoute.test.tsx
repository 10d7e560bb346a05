import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetOccupancyReportMockHandler } from '@hotel/api-client/mocks';
import type { OccupancyReport } from '@hotel/api-client';
import { readSession } from '../session/session';
import { apiError, apiServer, eventually, internalError } from '../test/apiServer';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

const october = { startDate: '2099-10-01', endDate: '2099-11-01', roomNightsAvailable: 620, roomNightsSold: 434, occupancyRate: 0.7, revenue: 52080, adr: 120, revPar: 84 };
const november = { startDate: '2099-11-01', endDate: '2099-12-01', roomNightsAvailable: 600, roomNightsSold: 0, occupancyRate: 0, revenue: 0, adr: null, revPar: 0 };

/** The report the API answers for any window (its periods as given), and the queries it was asked. */
function reportApi(periods: OccupancyReport['periods'] = [october, november]) {
  const asked: Array<Record<string, string>> = [];
  const handler = getGetOccupancyReportMockHandler(({ request }): OccupancyReport => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(query);
    return {
      from: query.from ?? '',
      to: query.to ?? '',
      groupBy: query.groupBy === 'month' ? 'month' : 'day',
      periods,
      total: { ...october, endDate: '2099-12-01', roomNightsAvailable: 1220, roomNightsSold: 434, occupancyRate: 0.3557, revenue: 52080, adr: 120, revPar: 42.69 },
    };
  });
  return { handler, asked };
}

describe('ReportsRoute', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the window in the address: its figures, a chart of each and the table of every period', async () => {
    logInAs('admin');
    const { handler, asked } = reportApi();
    apiServer.use(handler);
    const { screen } = renderApp('/admin/reports?from=2099-10-01&to=2099-12-01&groupBy=month');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Totals, Oct 1, 2099 to Nov 30, 2099' });
    expect(within(summary).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['35.6%', '434 of 1,220', '$52,080', '$120', '$42.69']);
    expect(asked).toEqual([{ from: '2099-10-01', to: '2099-12-01', groupBy: 'month' }]);

    const table = screen.getByRole('table', { name: 'Figures per period' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([undefined, 'October 2099', 'November 2099', 'Total']);
    expect(within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['600', '0', '0%', '$0', 'n/a', '$0']);
    expect(screen.getByRole('figure', { name: 'Occupancy rate per month' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Revenue per month; the table “Figures per period” gives the figures.' })).toBeTruthy();
  });

  it('moves to the window and grouping picked, in the address, and asks the API for it', async () => {
    logInAs('admin');
    const { handler, asked } = reportApi();
    apiServer.use(handler);
    const { screen, location } = renderApp('/admin/reports?from=2099-10-01&to=2099-12-01&groupBy=month');
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('textbox', { name: 'Last night' }), { target: { value: '10/31/2099' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), { target: { value: 'day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('region', { name: 'Totals, Oct 1, 2099 to Oct 31, 2099' })).toBeTruthy();
    expect(location().search).toBe('?from=2099-10-01&to=2099-11-01&groupBy=day');
    expect(asked.at(-1)).toEqual({ from: '2099-10-01', to: '2099-11-01', groupBy: 'day' });
  });

  it('shows this month by day when the address names no window, or one the API would refuse', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2099, 11, 20, 12));
    logInAs('admin');
    const { handler, asked } = reportApi();
    apiServer.use(handler);
    const { screen } = renderApp('/admin/reports?from=2099-12-01&to=2102-01-01');
    expect(await screen.findByRole('region', { name: 'Totals, Dec 1, 2099 to Dec 31, 2099' })).toBeTruthy();
    expect(asked).toEqual([{ from: '2099-12-01', to: '2100-01-01', groupBy: 'day' }]);
  });

  it('downloads the window’s bookings with the session’s token in the header, never in an address, and saves them as a file', async () => {
    logInAs('admin');
    const csvAsked: Array<{ url: string; authorization: string | null }> = [];
    apiServer.use(
      reportApi().handler,
      http.get('*/admin/bookings.csv', ({ request }) => {
        csvAsked.push({ url: request.url, authorization: request.headers.get('authorization') });
        return new HttpResponse('\uFEFFid,guest\r\n31,Zoë\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:http://hotel.test/report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const { screen } = renderApp('/admin/reports?from=2099-10-01&to=2099-12-01&groupBy=month');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Download bookings (CSV)' }));
    await eventually(() => expect(clicked).toEqual([{ href: 'blob:http://hotel.test/report', download: 'bookings-2099-10-01-to-2099-11-30.csv' }]));

    const token = readSession()!.token;
    expect(csvAsked).toEqual([{ url: 'http://hotel.test/api/admin/bookings.csv?from=2099-10-01&to=2099-12-01', authorization: `Bearer ${token}` }]);
    expect(await saved[0]!.text()).toBe('\uFEFFid,guest\r\n31,Zoë\r\n');
    await eventually(() => expect(screen.getByRole('button', { name: 'Download bookings (CSV)' }).getAttribute('aria-busy')).toBeNull());
  });

  it('says when the bookings could not be downloaded', async () => {
    logInAs('admin');
    apiServer.use(reportApi().handler, apiError('get', '*/admin/bookings.csv', internalError));
    const { screen } = renderApp('/admin/reports?from=2099-10-01&to=2099-12-01&groupBy=month');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Download bookings (CSV)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`Error downloading the bookings : ${internalError.message}`);
  });

  it('says it in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/reports/occupancy', internalError));
    const { screen } = renderApp('/admin/reports');
    expect(await screen.findByText('Fehler beim Laden des Berichts: Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
  });

  it('says when the report could not be read', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/reports/occupancy', internalError));
    const { screen } = renderApp('/admin/reports');
    expect(await screen.findByText(/^Error fetching the report : /)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('explains to a guest that the page is for administrators', async () => {
    logInAs('user');
    const { screen } = renderApp('/admin/reports');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
