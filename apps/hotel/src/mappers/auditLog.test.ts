import { describe, expect, it } from 'vitest';
import { auditSearch, parseAuditQuery, toAuditApiParams, toAuditPageView } from './auditLog';

describe('the audit log’s address', () => {
  it('reads the page and the filter, leaving out what is not one', () => {
    expect(parseAuditQuery(new URLSearchParams('page=3&actor=4&kind=room.updated&from=2026-12-01&to=2026-12-14'))).toEqual({
      page: 3,
      filter: { actorId: 4, kind: 'room.updated', from: '2026-12-01', to: '2026-12-14' },
    });
    expect(parseAuditQuery(new URLSearchParams('page=0&actor=-4&kind=room.eaten&from=2026-02-30&to=soon'))).toEqual({ page: 1, filter: {} });
  });

  it('writes them back, page 1 and empty parts left out', () => {
    expect(auditSearch({ kind: 'room.updated' })).toEqual({ kind: 'room.updated' });
    expect(auditSearch({ actorId: 4, from: '2026-12-01' }, 2)).toEqual({ page: '2', actor: '4', from: '2026-12-01' });
  });
});

describe('toAuditApiParams', () => {
  it('counts pages from 0 and leaves out the day after the last one', () => {
    expect(toAuditApiParams({ actorId: 4, to: '2026-12-31' }, 2, 20)).toEqual({ page: 1, size: 20, actorId: 4, to: '2027-01-01' });
    expect(toAuditApiParams({}, 1, 20)).toEqual({ page: 0, size: 20 });
  });
});

describe('toAuditPageView', () => {
  it('makes one change per field either side names, and pages from 1', () => {
    const view = toAuditPageView({
      entries: [
        { id: 1, actorId: null, actorEmail: null, kind: 'room.removed', recordId: 7, before: { roomType: 'Suite' }, after: null, createdAt: '2026-12-01T08:00:00.000Z' },
      ],
      page: 0,
      size: 20,
      total: 41,
    });
    expect(view).toEqual({
      entries: [{ id: 1, actor: null, kind: 'room.removed', recordId: 7, changes: [{ field: 'roomType', before: 'Suite', after: null }], createdAt: '2026-12-01T08:00:00.000Z' }],
      total: 41,
      page: 1,
      pageCount: 3,
    });
  });
});
