// The Audit Log's own mappers, apart from the shared ones so that they stay out of Home's first JavaScript.
import { addDays, isCalendarDate } from '@hotel/ui';
import { GetAuditLogKind, type AuditPage, type GetAuditLogParams } from '@hotel/api-client';
import type { AuditEntryView, AuditFilterView } from '@hotel/ui';
import { parsePageParam, toApiPage } from './adminParams';

type AuditKind = GetAuditLogParams['kind'] & string;

/** Every kind of admin write the server records, for the filter. */
export const auditKinds: AuditKind[] = Object.values(GetAuditLogKind);

/** The address's parameters (`/admin/audit?page=2&actor=4&kind=room.updated&from=…&to=…`; `to` included). */
const params = { page: 'page', actor: 'actor', kind: 'kind', from: 'from', to: 'to' } as const;

/** The page (from 1) and the filter the address names; anything unreadable is left out. */
export function parseAuditQuery(search: URLSearchParams): { page: number; filter: AuditFilterView } {
  const actor = search.get(params.actor) ?? '';
  const kind = search.get(params.kind) ?? '';
  const from = search.get(params.from) ?? '';
  const to = search.get(params.to) ?? '';
  return {
    page: parsePageParam(search.get(params.page)),
    filter: {
      ...(/^[1-9]\d{0,8}$/.test(actor) ? { actorId: Number(actor) } : {}),
      ...((auditKinds as string[]).includes(kind) ? { kind } : {}),
      ...(isCalendarDate(from) ? { from } : {}),
      ...(isCalendarDate(to) ? { to } : {}),
    },
  };
}

/** The address's search for a filter and page (page 1 and empty parts left out). */
export function auditSearch(filter: AuditFilterView, page = 1): Record<string, string> {
  return {
    ...(page > 1 ? { [params.page]: String(page) } : {}),
    ...(filter.actorId === undefined ? {} : { [params.actor]: String(filter.actorId) }),
    ...(filter.kind ? { [params.kind]: filter.kind } : {}),
    ...(filter.from ? { [params.from]: filter.from } : {}),
    ...(filter.to ? { [params.to]: filter.to } : {}),
  };
}

/** The API's query: its pages count from 0 and its `to` is the first day left out (the kit's is included). */
export function toAuditApiParams({ actorId, kind, from, to }: AuditFilterView, page: number, size: number): GetAuditLogParams {
  return {
    page: toApiPage(page),
    size,
    ...(actorId === undefined ? {} : { actorId }),
    ...(kind ? { kind: kind as AuditKind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to: addDays(to, 1) } : {}),
  };
}

/** A page of the audit log as the kit's AuditLogTable takes it: pages counted from 1. */
export type AuditPageView = { entries: AuditEntryView[]; total: number; page: number; pageCount: number };

/** API audit page → the kit's; before and after become one change per field either names. */
export function toAuditPageView(answer: AuditPage): AuditPageView {
  return {
    entries: answer.entries.map(({ id, actorEmail, kind, recordId, before, after, createdAt }) => {
      const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
      return {
        id,
        actor: actorEmail,
        kind,
        recordId,
        changes: fields.map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null })),
        createdAt,
      };
    }),
    total: answer.total,
    page: answer.page + 1,
    pageCount: Math.max(1, Math.ceil(answer.total / answer.size)),
  };
}
