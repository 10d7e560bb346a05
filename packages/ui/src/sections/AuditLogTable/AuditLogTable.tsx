import { forwardRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Paginator } from '../../components/Paginator';
import { parseIsoDate } from '../../logic/dates';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { DateField } from '../../components/DateField';
import type { HeadingLevel } from '../../primitives/Heading';
import { SelectField } from '../../primitives/SelectField';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { TextField } from '../../primitives/TextField';
import { useFormat } from '../../provider/useFormat';
import type { AuditEntryView, AuditFilterView, LoadStatus } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { auditLogTableMessages, type AuditLogTableMessages } from './AuditLogTable.messages';

export type AuditLogTableProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The entries of the current page, latest first. */
  entries: readonly AuditEntryView[];
  /** Entries matching the filter, on every page. */
  total: number;
  /** The current page, 1-based, and how many pages there are. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The filter in force (controlled): `from` and `to` are calendar dates, both included. */
  filter: AuditFilterView;
  /** A new filter from the form (Filter), or `{}` (Clear Filter). */
  onFilterChange: (filter: AuditFilterView) => void;
  /** The kinds the filter offers, as the server names them. */
  kinds: readonly string[];
  /** 'loading' shows 'Loading the audit log'; 'error' shows `error` (or 'Error fetching the audit log'). */
  status?: LoadStatus;
  /** The app's failure text, shown as is. */
  error?: string;
  /** Offers Retry beside a failed load. */
  onRetry?: () => void;
  /** Outline level of the 'Audit Log' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<AuditLogTableMessages>;
};

const COLUMN_COUNT = 5;

type Draft = { actor: string; kind: string; from: string; to: string };
type DraftErrors = Partial<Record<keyof Draft, string>>;

const draftOf = (filter: AuditFilterView): Draft => ({
  actor: filter.actorId === undefined ? '' : String(filter.actorId),
  kind: filter.kind ?? '',
  from: filter.from ?? '',
  to: filter.to ?? '',
});

/**
 * The admin 'Audit Log' screen section: who changed what and when (each write's record and its fields before and
 * after), a page at a time, filtered by account, kind and dates.
 */
export const AuditLogTable = forwardRef<HTMLElement, AuditLogTableProps>(function AuditLogTable(
  { entries, total, page, pageCount, onPageChange, filter, onFilterChange, kinds, headingLevel = 2, messages, ...rest },
  ref,
) {
  const t = useMessages('AuditLogTable', auditLogTableMessages, messages);
  const { formatDate } = useFormat();
  const [draft, setDraft] = useState({ ...draftOf(filter), filter });
  const [errors, setErrors] = useState<DraftErrors>({});
  // A filter from outside (the address, Clear Filter) replaces what was typed.
  if (draft.filter !== filter) {
    setDraft({ ...draftOf(filter), filter });
    setErrors({});
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: DraftErrors = {};
    const actor = draft.actor.trim();
    if (actor !== '' && !/^[1-9]\d{0,8}$/.test(actor)) found.actor = t.actorFilterInvalid;
    if (draft.from !== '' && !parseIsoDate(draft.from)) found.from = t.invalidDate;
    if (draft.to !== '' && !parseIsoDate(draft.to)) found.to = t.invalidDate;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onFilterChange({
      ...(actor === '' ? {} : { actorId: Number(actor) }),
      ...(draft.kind === '' ? {} : { kind: draft.kind }),
      ...(draft.from === '' ? {} : { from: draft.from }),
      ...(draft.to === '' ? {} : { to: draft.to }),
    });
  };

  return (
    // `rest` carries the load status, error and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <Filters noValidate onSubmit={submit} aria-label={t.filterLabel}>
        <TextField
          label={t.actorFilter}
          description={t.actorFilterHint}
          inputMode="numeric"
          value={draft.actor}
          onChange={(actorText) => setDraft({ ...draft, actor: actorText })}
          error={errors.actor}
        />
        <SelectField
          label={t.kindFilter}
          placeholder={t.allKinds}
          options={kinds.map((kind) => ({ value: kind, label: kind }))}
          value={draft.kind}
          onChange={(kind) => setDraft({ ...draft, kind })}
        />
        <DateField label={t.fromFilter} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} error={errors.from} />
        <DateField label={t.toFilter} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} error={errors.to} />
        <Buttons>
          <Button type="submit">{t.applyFilter}</Button>
          <Button variant="secondary" onPress={() => onFilterChange({})}>
            {t.clearFilter}
          </Button>
        </Buttons>
      </Filters>
      <p>{formatMessage(t.total, { count: total })}</p>
      <Table caption={t.tableCaption} hideCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t.when}</TableHeaderCell>
            <TableHeaderCell>{t.actor}</TableHeaderCell>
            <TableHeaderCell>{t.kind}</TableHeaderCell>
            <TableHeaderCell align="end">{t.record}</TableHeaderCell>
            <TableHeaderCell>{t.changes}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableEmptyRow colSpan={COLUMN_COUNT}>{t.empty}</TableEmptyRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>
                  <time dateTime={entry.createdAt}>
                    {formatMessage(t.createdAt, { date: formatDate(entry.createdAt.slice(0, 10), 'range'), time: entry.createdAt.slice(11, 16) })}
                  </time>
                </TableCell>
                <TableCell>{entry.actor ?? t.noActor}</TableCell>
                <TableCell>{entry.kind}</TableCell>
                <TableCell align="end">{entry.recordId}</TableCell>
                <TableCell>
                  {entry.changes.length > 0 ? (
                    <Changes>
                      {entry.changes.map((change) => (
                        <li key={change.field}>
                          {formatMessage(t.change, { field: change.field, before: change.before ?? t.noValue, after: change.after ?? t.noValue })}
                        </li>
                      ))}
                    </Changes>
                  ) : null}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Paginator page={page} pageCount={pageCount} onPageChange={onPageChange} hideWhenSinglePage />
    </AdminTableSection>
  );
});

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Changes = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;
