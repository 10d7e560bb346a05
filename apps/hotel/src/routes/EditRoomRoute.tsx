import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { getRoomById, getRoomTypes, updateRoom } from '@hotel/api-client';
import { Alert, RoomForm, Spinner, type RoomFormValues, type RoomView } from '@hotel/ui';
import { paths } from '../app/paths';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { usePromise } from '../async/usePromise';
import { useTimedMessage } from '../async/useTimedMessage';
import { deferred } from '../async/wait';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail, serverMessage } from '../mappers/errorMessage';
import { parseRoomId } from '../mappers/routeParams';
import { toRoomView } from '../mappers/views';
import { isAdmin, readSession } from '../session/session';

const never = new Promise<never>(() => undefined);

/** The room and the room types, requested together. */
export function editRoomLoader({ params, request }: LoaderFunctionArgs) {
  if (!isAdmin(readSession())) return { room: never as Promise<RoomView>, roomTypes: never as Promise<string[]> };
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const room = roomId === null ? Promise.reject(new Error(errorMessages.roomNotFound)) : getRoomById(roomId, { signal });
  return { room: deferred(room.then(toRoomView)), roomTypes: deferred(getRoomTypes({ signal })) };
}

type SaveResult = { kind: 'success' } | { kind: 'error'; message?: string };

/** Edit Room: the kit's RoomForm with the loaded room; a save shows its result for 3 s and reloads the room. */
export function EditRoomRoute() {
  const { room, roomTypes } = useLoaderData<typeof editRoomLoader>();
  const roomState = usePromise(room);
  const types = usePromise(roomTypes);
  const revalidator = useRevalidator();
  const isMounted = useIsMounted();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [result, showResult, clearResult] = useTimedMessage<SaveResult>(timings.roomMessageClearMs);

  const current = roomState.status === 'fulfilled' ? roomState.value : roomState.lastValue;
  if (roomState.status === 'rejected') return <Alert tone="danger">{errorMessages.fetchRoom(bestDetail(roomState.error))}</Alert>;
  if (!current) return <Spinner showLabel />;

  const save = async ({ roomType, roomPrice, photo }: RoomFormValues) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    clearResult();
    try {
      await updateRoom(current.id, { roomType, roomPrice: Number(roomPrice), ...(photo ? { photo } : {}) });
      if (!isMounted()) return;
      showResult({ kind: 'success' });
      await revalidator.revalidate();
    } catch (failure) {
      const message = serverMessage(failure);
      if (isMounted()) showResult(message ? { kind: 'error', message } : { kind: 'error' });
    } finally {
      if (isMounted()) setIsSubmitting(false);
    }
  };

  return (
    <RoomForm
      key={current.id}
      mode="edit"
      roomTypes={types.status === 'fulfilled' ? types.value : [current.roomType]}
      defaultValues={{ roomType: current.roomType, roomPrice: current.roomPrice }}
      currentImageUrl={current.imageUrl}
      onSubmit={(values) => void save(values)}
      isSubmitting={isSubmitting}
      submitResult={result?.kind ?? null}
      error={result?.kind === 'error' ? result.message : undefined}
      backHref={paths.existingRooms}
      headingLevel={1}
    />
  );
}
