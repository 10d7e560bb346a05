import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { deleteRoom, getAllRooms } from '@hotel/api-client';
import { ExistingRoomsTable, type RoomView } from '@hotel/ui';
import { paths } from '../app/paths';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { usePromise, withLastValue } from '../async/usePromise';
import { useTimedMessage } from '../async/useTimedMessage';
import { deferred } from '../async/wait';
import { errorMessages, successMessages } from '../messages/errorMessages';
import { bestDetail } from '../mappers/errorMessage';
import { toRoomView } from '../mappers/views';
import { isAdmin, readSession } from '../session/session';

const noRooms: Promise<RoomView[]> = new Promise(() => undefined);

export function existingRoomsLoader({ request }: LoaderFunctionArgs) {
  // Not an admin: the guard shows why; no call that the server would refuse anyway.
  if (!isAdmin(readSession())) return { rooms: noRooms };
  return { rooms: deferred(getAllRooms({ signal: request.signal }).then((rooms) => rooms.map(toRoomView))) };
}

/** Admin list of rooms; deleting one shows 'Room No {id} was delete' for 3 s and reloads the list. */
export function ExistingRoomsRoute() {
  const { rooms } = useLoaderData<typeof existingRoomsLoader>();
  const state = usePromise(rooms);
  const revalidator = useRevalidator();
  const isMounted = useIsMounted();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [message, showMessage, clearMessage] = useTimedMessage(timings.roomMessageClearMs);
  const [error, showError, clearError] = useTimedMessage(timings.roomMessageClearMs);

  const remove = async (roomId: number) => {
    if (deletingId !== null) return;
    setDeletingId(roomId);
    clearMessage();
    clearError();
    try {
      await deleteRoom(roomId);
      if (!isMounted()) return;
      showMessage(successMessages.roomDeleted(roomId));
      await revalidator.revalidate();
    } catch (failure) {
      if (isMounted()) showError(errorMessages.deleteRoom(bestDetail(failure)));
    } finally {
      if (isMounted()) setDeletingId(null);
    }
  };

  // While the list reloads after a delete, the previous list stays on screen.
  const { value: shown, status } = withLastValue(state, []);
  return (
    <ExistingRoomsTable
      rooms={shown}
      status={status}
      error={status === 'error' ? errorMessages.fetchRooms : (error ?? undefined)}
      message={message ?? undefined}
      onDelete={(roomId) => void remove(roomId)}
      deletingId={deletingId}
      addRoomHref={paths.addRoom}
      getViewRoomHref={paths.bookRoom}
      getEditRoomHref={paths.editRoom}
      headingLevel={1}
    />
  );
}
