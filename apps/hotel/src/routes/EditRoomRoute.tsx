import { useLoaderData, useRevalidator } from 'react-router-dom';
import { getRoomById, getRoomTypes, updateRoom } from '@hotel/api-client';
import { RoomForm, SectionStatus, type RoomFormValues } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { usePromise } from '../async/usePromise';
import { useRetryable } from '../async/useRetryable';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useAction } from '../async/useAction';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail, serverMessage, useFailureText } from '../mappers/errorMessage';
import { parseRoomId } from '../mappers/routeParams';
import { toRoomView } from '../mappers/views';

const loadRoomTypes = (signal: AbortSignal) => getRoomTypes({ signal });

/** The room and the room types, requested together. */
export const editRoomLoader = requireAdmin(({ params, request }) => {
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const room = roomId === null ? Promise.reject(new Error(errorMessages.roomNotFound)) : getRoomById(roomId, { signal });
  return { room: deferred(room.then(toRoomView)), roomTypes: deferred(loadRoomTypes(signal)) };
});

const saveRoom = (roomId: number, { roomType, roomPrice, photo }: RoomFormValues) =>
  updateRoom(roomId, { roomType, roomPrice: Number(roomPrice), ...(photo ? { photo } : {}) });

/** Edit Room: the kit's RoomForm with the loaded room; a save shows its result for 3 s and reloads the room. */
export function EditRoomRoute() {
  const { room, roomTypes } = useLoaderData<typeof editRoomLoader>();
  const roomState = usePromise(room);
  // The room types can fail alone: their Retry reloads them only, the room and the form's input staying.
  const [retriedRoomTypes, retryRoomTypes] = useRetryable(roomTypes, loadRoomTypes);
  const types = usePromise(retriedRoomTypes);
  const revalidator = useRevalidator();
  const save = useAction(saveRoom, { outcomeMs: timings.roomMessageClearMs, onSuccess: () => revalidator.revalidate() });
  const { outcome } = save;
  const failureText = useFailureText();

  const current = roomState.status === 'fulfilled' ? roomState.value : roomState.lastValue;
  if (roomState.status === 'rejected') {
    const error = failureText(roomState.error, errorMessages.fetchRoom(bestDetail(roomState.error)));
    return <SectionStatus status="error" error={error} onRetry={revalidator.revalidate} />;
  }
  if (!current) return <SectionStatus status="loading" />;

  return (
    <RoomForm
      key={current.id}
      mode="edit"
      roomTypes={types.status === 'fulfilled' ? types.value : [current.roomType]}
      roomTypesError={types.status === 'rejected' ? failureText(types.error, errorMessages.fetchRoomTypes) : undefined}
      onRetryRoomTypes={retryRoomTypes}
      defaultValues={{ roomType: current.roomType, roomPrice: current.roomPrice }}
      currentImageUrl={current.imageUrl}
      onSubmit={(values) => save.run(current.id, values)}
      isSubmitting={save.pending !== null}
      submitResult={outcome?.status ?? null}
      error={outcome?.status === 'error' ? failureText(outcome.error, serverMessage(outcome.error) ?? '') : undefined}
      backHref={paths.existingRooms}
      headingLevel={1}
    />
  );
}
