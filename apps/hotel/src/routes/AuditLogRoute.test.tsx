import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetAuditLogMockHandler } from '@hotel/api-client/mocks';
import type { AuditEntry, AuditPage } from '@hotel/api-client';
import { apiError, apiServer, eventually, internalError } from '../test/apiServer';
import { logInAs, readInGerman, renderApp } from '../test/renderApp';

const entry = (id: number, kind: AuditEntry['kind']): AuditEntry => ({
  id,
  actorId: 1,
  actorEmail: 'admin@havenhub.test',
  kind,
  recordId: 7,
  before: { roomPrice: '250' },
  after: { roomPrice: '275', roomType: 'Ocean View Suite' },
  createdAt: '2026-12-14T09:30:00.000Z',
});

/** The audit log's API with `entries`, 2 a page; records each query. */
function auditApi(entries: AuditEntry[]) {
  const asked: Array<Record<string, string>> = [];
  const handler = getGetAuditLogMockHandler(({ request }): AuditPage => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    asked.push(query);
    const page = Number(query.page);
    return { entries: entries.slice(page * 2, page * 2 + 2), page, size: 2, total: entries.length };
  });
  return { handler, asked };
}

describe('AuditLogRoute', () => {
  it('lists who changed what, each changed field before and after', async () => {
    logInAs('admin');
    const { handler, asked } = auditApi([entry(3, 'room.updated')]);
    apiServer.use(handler);
    const { screen } = renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('admin@havenhub.test')).toBeTruthy();
    expect(within(table).getByText('roomPrice: 250 → 275')).toBeTruthy();
    expect(within(table).getByText('roomType: (none) → Ocean View Suite')).toBeTruthy();
    expect(asked).toEqual([{ page: '0', size: '20' }]);
  });

  it('filters through the address: the kit’s last day included, the API’s first day left out', async () => {
    logInAs('admin');
    const { handler, asked } = auditApi([entry(3, 'room.updated')]);
    apiServer.use(handler);
    const { screen, location } = renderApp('/admin/audit?page=2&kind=nonsense');
    await screen.findByRole('table');
    expect(asked.at(-1)).toEqual({ page: '1', size: '20' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Account ID' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of change' }), { target: { value: 'booking.cancelled' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Until' }), { target: { value: '12/14/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('table');
    expect(location().search).toBe('?actor=4&kind=booking.cancelled&to=2026-12-14');
    await eventually(() => expect(asked.at(-1)).toEqual({ page: '0', size: '20', actorId: '4', kind: 'booking.cancelled', to: '2026-12-15' }));
    // The form shows the filter in force.
    expect((screen.getByRole('textbox', { name: 'Account ID' }) as HTMLInputElement).value).toBe('4');
  });

  it('says it in German under German', async () => {
    await readInGerman();
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/audit/', internalError));
    const { screen } = renderApp('/admin/audit');
    expect(await screen.findByText('Fehler beim Laden des Änderungsprotokolls: Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
  });

  it('says when the audit log could not be read', async () => {
    logInAs('admin');
    apiServer.use(apiError('get', '*/admin/audit/', internalError));
    const { screen } = renderApp('/admin/audit');
    expect(await screen.findByText(/^Error fetching the audit log : /)).toBeTruthy();
  });

  it('explains to a guest that the page is for administrators', async () => {
    logInAs('user');
    const { screen } = renderApp('/admin/audit');
    expect(await screen.findByText('Administrators only')).toBeTruthy();
  });
});
