import { useLoaderData, useRevalidator } from 'react-router-dom';
import { addCalendarImport, getCalendarSync, getRoomById, rotateCalendarExportToken, removeCalendarImport, syncCalendarImports } from '@hotel/api-client';
import { adminErrorsMessages, adminNoticesMessages, CalendarSyncPanel, formatMessage, useMessages, type CalendarImportDraft } from '@hotel/ui';
import { timings } from '../config/timings';
import { loadStatus, usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { useAction } from '../async/useAction';
import { requireAdmin } from '../shared/guards';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { parseRoomId, unknownRoom } from '../mappers/routeParams';
import { toCalendarSyncView } from '../mappers/calendarSync';

/** The room (for its name) and its calendar sync, read together. */
export const calendarSyncLoader = requireAdmin(({ params, request }) => {
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const loaded =
    roomId === null
      ? unknownRoom()
      : Promise.all([getRoomById(roomId, { signal }), getCalendarSync(roomId, { signal })]).then(([room, sync]) => ({
          roomId,
          roomName: `${room.id} · ${room.roomType}`,
          ...toCalendarSyncView(sync),
        }));
  return { loaded: deferred(loaded) };
});

/** A room's calendar sync: its export address (copied by the browser, renewed by the server) and imported feeds. */
export function CalendarSyncRoute() {
  const { loaded } = useLoaderData<typeof calendarSyncLoader>();
  const state = usePromise(loaded);
  const revalidator = useRevalidator();
  const failureText = useFailureText();
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);
  const notices = useMessages('AdminNotices', adminNoticesMessages);
  const roomId = state.status === 'fulfilled' ? state.value.roomId : 0;
  const reload = { outcomeMs: timings.roomMessageClearMs, onSuccess: () => revalidator.revalidate() };
  const copy = useAction((url: string) => navigator.clipboard.writeText(url), { outcomeMs: timings.roomMessageClearMs });
  const rotate = useAction(() => rotateCalendarExportToken(roomId), reload);
  const add = useAction((draft: CalendarImportDraft) => addCalendarImport(roomId, draft), reload);
  const remove = useAction((importId: number) => removeCalendarImport(roomId, importId), reload);
  const sync = useAction(() => syncCalendarImports(roomId), reload);

  const actions = [
    { action: copy, done: notices.addressCopied, failed: adminErrors.copyAddressFailed },
    { action: rotate, done: notices.addressRotated, failed: adminErrors.rotateAddressFailed },
    { action: add, done: notices.calendarImported, failed: adminErrors.importCalendarFailed },
    { action: remove, done: notices.calendarRemoved, failed: adminErrors.removeCalendarFailed },
    { action: sync, done: notices.calendarsSynced, failed: adminErrors.syncCalendarsFailed },
  ];
  const message = actions.find(({ action }) => action.outcome?.status === 'success')?.done;
  const failure = actions.find(({ action }) => action.outcome?.status === 'error');
  const actionError = failure?.action.outcome?.status === 'error' ? failureText(failure.action.outcome.error, formatMessage(failure.failed, { detail: shownDetail(failure.action.outcome.error) })) : undefined;
  const loadError = state.status === 'rejected' ? failureText(state.error, formatMessage(adminErrors.fetchCalendarSyncFailed, { detail: shownDetail(state.error) })) : undefined;
  const shown = state.status === 'fulfilled' ? state.value : null;
  return (
    <CalendarSyncPanel
      roomName={shown?.roomName ?? ''}
      exportUrl={shown?.exportUrl ?? ''}
      imports={shown?.imports ?? []}
      onCopyUrl={copy.run}
      onRotate={rotate.run}
      isRotating={rotate.pending !== null}
      onAddImport={add.run}
      isAdding={add.pending !== null}
      onRemoveImport={remove.run}
      removingId={remove.pending?.[0] ?? null}
      onSyncNow={sync.run}
      isSyncing={sync.pending !== null}
      status={loadStatus(state)}
      error={loadError ?? actionError}
      message={message}
      onRetry={revalidator.revalidate}
      headingLevel={1}
    />
  );
}
