import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Paginator } from '../../components/Paginator';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import type { HeadingLevel } from '../../primitives/Heading';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { useFormat } from '../../provider/useFormat';
import type { FailedMailView, LoadStatus } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { failedMailTableMessages, type FailedMailTableMessages } from './FailedMailTable.messages';

export type FailedMailTableProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The failed mails of the current page, latest failure first. */
  mails: readonly FailedMailView[];
  /** Failed mails in all, on every page. */
  total: number;
  /** The current page, 1-based, and how many pages there are. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** A row's Send again button, with the mail's id. */
  onResend: (mailId: number) => void;
  /** The mail being queued again: its button shows as pending. */
  resendingId?: number | null;
  /** 'loading' shows 'Loading failed mail'; 'error' shows `error` (or 'Failed to fetch the failed mail'). */
  status?: LoadStatus;
  /** The app's failure text, shown as is (a failed load, or a refused Send again). */
  error?: string;
  /** Success text from the app, e.g. after Send again. */
  message?: string;
  /** Offers Retry beside a failed load; the app loads the page again. */
  onRetry?: () => void;
  /** Outline level of the 'Failed Mail' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<FailedMailTableMessages>;
};

const COLUMN_COUNT = 7;

/**
 * The admin 'Failed Mail' screen section: the mails the server gave up on after its last try (recipient, subject,
 * tries, the last error), a page at a time, each with a Send again button.
 */
export const FailedMailTable = forwardRef<HTMLElement, FailedMailTableProps>(function FailedMailTable(
  { mails, total, page, pageCount, onPageChange, onResend, resendingId = null, headingLevel = 2, messages, ...rest },
  ref,
) {
  const t = useMessages('FailedMailTable', failedMailTableMessages, messages);
  const { formatDate } = useFormat();
  return (
    // `rest` carries the load status, error, message and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <p>{formatMessage(t.total, { count: total })}</p>
      <Table caption={t.tableCaption} hideCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{t.recipient}</TableHeaderCell>
            <TableHeaderCell>{t.subject}</TableHeaderCell>
            <TableHeaderCell>{t.kind}</TableHeaderCell>
            <TableHeaderCell align="end">{t.attempts}</TableHeaderCell>
            <TableHeaderCell>{t.lastError}</TableHeaderCell>
            <TableHeaderCell>{t.failedAt}</TableHeaderCell>
            <TableHeaderCell>{t.actions}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mails.length === 0 ? (
            <TableEmptyRow colSpan={COLUMN_COUNT}>{t.empty}</TableEmptyRow>
          ) : (
            mails.map((mail) => (
              <TableRow key={mail.id}>
                <TableCell>{mail.recipient}</TableCell>
                <TableCell>{mail.subject}</TableCell>
                <TableCell>{mail.kind}</TableCell>
                <TableCell align="end">{mail.attempts}</TableCell>
                <TableCell>{mail.lastError ?? ''}</TableCell>
                <TableCell>
                  {mail.failedAt ? <time dateTime={mail.failedAt}>{formatDate(mail.failedAt.slice(0, 10), 'range')}</time> : null}
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    aria-label={formatMessage(t.resendLabel, { subject: mail.subject, recipient: mail.recipient })}
                    isPending={resendingId === mail.id}
                    onPress={() => onResend(mail.id)}
                  >
                    {t.resend}
                  </Button>
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
