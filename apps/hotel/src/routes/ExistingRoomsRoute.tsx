import { useLoaderData, useRevalidator } from 'react-router-dom';
import { deleteRoom, getAllRooms } from '@hotel/api-client';
import { adminErrorsMessages, adminNoticesMessages, ExistingRoomsTable, formatMessage, roomLoadErrorsMessages, useMessages } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { usePromise, withLastValue } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { toRoomView } from '../mappers/views';

export const existingRoomsLoader = requireAdmin(({ request }) => ({
  rooms: deferred(getAllRooms({ signal: request.signal }).then((rooms) => rooms.map(toRoomView))),
}));

/** Admin list of rooms; deleting one shows 'Room No {id} was delete' for 3 s and reloads the list. */
export function ExistingRoomsRoute() {
  const { rooms } = useLoaderData<typeof existingRoomsLoader>();
  const state = usePromise(rooms);
  const revalidator = useRevalidator();
  const remove = useAction((roomId: number) => deleteRoom(roomId), { outcomeMs: timings.roomMessageClearMs, onSuccess: () => revalidator.revalidate() });
  const { outcome } = remove;
  const failureText = useFailureText();
  const loadErrors = useMessages('RoomLoadErrors', roomLoadErrorsMessages);
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);
  const notices = useMessages('AdminNotices', adminNoticesMessages);

  // While the list reloads after a delete, the previous list stays on screen.
  const { value: shown, status } = withLastValue(state, []);
  const loadError = state.status === 'rejected' ? failureText(state.error, loadErrors.fetchRoomsFailed) : undefined;
  const deleteError = outcome?.status === 'error' ? failureText(outcome.error, formatMessage(adminErrors.deleteRoomFailed, { detail: shownDetail(outcome.error) })) : undefined;
  return (
    <ExistingRoomsTable
      rooms={shown}
      status={status}
      error={loadError ?? deleteError}
      onRetry={revalidator.revalidate}
      message={outcome?.status === 'success' ? formatMessage(notices.roomDeleted, { roomId: outcome.args[0] }) : undefined}
      onDelete={remove.run}
      deletingId={remove.pending?.[0] ?? null}
      addRoomHref={paths.addRoom}
      getViewRoomHref={paths.bookRoom}
      getEditRoomHref={paths.editRoom}
      getRatesHref={paths.roomRates}
      getCalendarSyncHref={paths.calendarSync}
      headingLevel={1}
    />
  );
}
