import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { ConfirmDialog, useConfirmation } from '../../components/ConfirmDialog';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { TextField } from '../../primitives/TextField';
import { useFormat } from '../../provider/useFormat';
import type { CalendarImportDraft, CalendarImportView, LoadStatus } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { calendarSyncPanelMessages, type CalendarSyncPanelMessages } from './CalendarSyncPanel.messages';

export type CalendarSyncPanelProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The room's name as the admin knows it, e.g. '7 · Ocean Suite'. */
  roomName: string;
  /** The room's export address (a secret the booking sites read). */
  exportUrl: string;
  /** Copy pressed: the app puts `exportUrl` on the clipboard and says how it went (`message` or `error`). */
  onCopyUrl: (exportUrl: string) => void;
  /** A new export address, once the admin confirmed that the old one stops working. */
  onRotate: () => void;
  isRotating?: boolean;
  /**
   * The booking sites' calendars imported into the room; without it the panel has no imports part (a server
   * without calendar import).
   */
  imports?: readonly CalendarImportView[];
  /** A new feed, checked here (a name; an http(s) address). */
  onAddImport?: (draft: CalendarImportDraft) => void;
  isAdding?: boolean;
  /** A feed's Remove, once the admin confirmed. */
  onRemoveImport?: (importId: number) => void;
  removingId?: number | null;
  /** Sync now: fetch every feed at once. */
  onSyncNow?: () => void;
  isSyncing?: boolean;
  /** 'loading' shows 'Loading the calendar sync'; 'error' shows `error` (or 'Error fetching the calendar sync'). */
  status?: LoadStatus;
  /** The app's failure and success texts (a failed copy, rotation, import or sync; 'Copied'). */
  error?: string;
  message?: string;
  onRetry?: () => void;
  /** Outline level of the 'Calendar Sync' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<CalendarSyncPanelMessages>;
};

const IMPORT_COLUMNS = 8;
const URL_MAX = 2048;
const NAME_MAX = 100;

/**
 * A room's calendar sync with the booking sites: the export address they read (copy; make a new one after a
 * confirmation), and the calendars imported from them with how each last fetch went (add, remove, sync now).
 */
export const CalendarSyncPanel = forwardRef<HTMLElement, CalendarSyncPanelProps>(function CalendarSyncPanel(
  {
    roomName,
    exportUrl,
    onCopyUrl,
    onRotate,
    isRotating = false,
    imports,
    onAddImport,
    isAdding = false,
    onRemoveImport,
    removingId = null,
    onSyncNow,
    isSyncing = false,
    headingLevel = 2,
    messages,
    ...rest
  },
  ref,
) {
  const t = useMessages('CalendarSyncPanel', calendarSyncPanelMessages, messages);
  const { formatDate } = useFormat();
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const exportId = useId();
  const importsId = useId();
  const rotation = useConfirmation(() => onRotate());
  const removal = useConfirmation((feed: CalendarImportView) => onRemoveImport?.(feed.id));
  const asked = removal.subject;

  const [draft, setDraft] = useState<CalendarImportDraft>({ name: '', url: '' });
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.name.trim();
    const url = draft.url.trim();
    const found = {
      ...(name === '' || name.length > NAME_MAX ? { name: t.nameRequired } : {}),
      ...(!/^https?:\/\/\S+$/i.test(url) || url.length > URL_MAX ? { url: t.urlInvalid } : {}),
    };
    setErrors(found);
    if (found.name || found.url) return;
    onAddImport?.({ name, url });
    setDraft({ name: '', url: '' });
  };

  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{`${formatDate(iso.slice(0, 10), 'range')} ${iso.slice(11, 16)}`}</time> : t.never;

  return (
    // `rest` carries the load status, error, message and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <p>{formatMessage(t.roomName, { roomName })}</p>
      <Part aria-labelledby={exportId}>
        <Heading level={subLevel} id={exportId}>
          {t.exportHeading}
        </Heading>
        <p>{t.exportHint}</p>
        <TextField label={t.exportUrl} value={exportUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Buttons>
          <Button onPress={() => onCopyUrl(exportUrl)}>{t.copy}</Button>
          <Button variant="danger" isPending={isRotating} onPress={() => rotation.ask(true)}>
            {t.rotate}
          </Button>
        </Buttons>
      </Part>
      {imports ? (
        <Part aria-labelledby={importsId}>
          <Heading level={subLevel} id={importsId}>
            {t.importsHeading}
          </Heading>
          <p>{t.importsHint}</p>
          <Table caption={t.importsCaption} hideCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t.name}</TableHeaderCell>
                <TableHeaderCell>{t.site}</TableHeaderCell>
                <TableHeaderCell>{t.lastAttempt}</TableHeaderCell>
                <TableHeaderCell>{t.lastSuccess}</TableHeaderCell>
                <TableHeaderCell align="end">{t.events}</TableHeaderCell>
                <TableHeaderCell align="end">{t.conflicts}</TableHeaderCell>
                <TableHeaderCell>{t.state}</TableHeaderCell>
                <TableHeaderCell>{t.actions}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {imports.length === 0 ? (
                <TableEmptyRow colSpan={IMPORT_COLUMNS}>{t.noImports}</TableEmptyRow>
              ) : (
                imports.map((feed) => (
                  <TableRow key={feed.id}>
                    <TableCell>{feed.name}</TableCell>
                    <TableCell>{feed.host}</TableCell>
                    <TableCell>{when(feed.lastAttemptAt)}</TableCell>
                    <TableCell>{when(feed.lastSuccessAt)}</TableCell>
                    <TableCell align="end">{feed.events}</TableCell>
                    <TableCell align="end">{feed.conflicts}</TableCell>
                    <TableCell>
                      {feed.error ? (
                        <Failed>{formatMessage(t.failed, { error: feed.error })}</Failed>
                      ) : feed.lastAttemptAt ? (
                        t.ok
                      ) : (
                        t.never
                      )}
                    </TableCell>
                    <TableCell>
                      {onRemoveImport ? (
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={formatMessage(t.removeLabel, { name: feed.name })}
                          isPending={removingId === feed.id}
                          onPress={() => removal.ask(feed)}
                        >
                          {t.remove}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {onSyncNow && imports.length > 0 ? (
            <Buttons>
              <Button variant="secondary" isPending={isSyncing} onPress={onSyncNow}>
                {t.syncNow}
              </Button>
            </Buttons>
          ) : null}
          {onAddImport ? (
            <AddForm noValidate onSubmit={submit} aria-label={t.addHeading}>
              <TextField
                label={t.newName}
                description={t.newNameHint}
                value={draft.name}
                maxLength={NAME_MAX}
                onChange={(name) => setDraft({ ...draft, name })}
                error={errors.name}
              />
              <TextField
                label={t.newUrl}
                description={t.newUrlHint}
                type="url"
                value={draft.url}
                maxLength={URL_MAX}
                onChange={(url) => setDraft({ ...draft, url })}
                error={errors.url}
              />
              <Button type="submit" isPending={isAdding}>
                {t.add}
              </Button>
            </AddForm>
          ) : null}
        </Part>
      ) : null}
      <ConfirmDialog
        {...rotation.dialogProps}
        title={rotation.subject ? t.confirmRotateTitle : null}
        description={rotation.subject ? t.confirmRotateText : null}
        confirmLabel={t.confirmRotateYes}
        cancelLabel={t.confirmRotateNo}
        headingLevel={subLevel}
      />
      <ConfirmDialog
        {...removal.dialogProps}
        title={asked ? formatMessage(t.confirmRemoveTitle, { name: asked.name }) : null}
        description={asked ? formatMessage(t.confirmRemoveText, { name: asked.name }) : null}
        confirmLabel={t.confirmRemoveYes}
        cancelLabel={t.confirmRemoveNo}
        headingLevel={subLevel}
      />
    </AdminTableSection>
  );
});

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const AddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

/** A failed fetch: the words say it, the colour only repeats it. */
const Failed = styled.span`
  color: ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;
`;
