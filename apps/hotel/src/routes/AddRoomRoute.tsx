import { useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { addRoom, getRoomTypes } from '@hotel/api-client';
import { RoomForm, type RoomFormValues } from '@hotel/ui';
import { paths } from '../app/paths';
import { timings } from '../config/timings';
import { useIsMounted } from '../async/useIsMounted';
import { usePromise } from '../async/usePromise';
import { useTimedMessage } from '../async/useTimedMessage';
import { deferred } from '../async/wait';
import { serverMessage } from '../mappers/errorMessage';
import { isAdmin, readSession } from '../session/session';

const never: Promise<string[]> = new Promise(() => undefined);

export function addRoomLoader({ request }: LoaderFunctionArgs) {
  if (!isAdmin(readSession())) return { roomTypes: never };
  return { roomTypes: deferred(getRoomTypes({ signal: request.signal })) };
}

type SaveResult = { kind: 'success' } | { kind: 'error'; message?: string };

/** Add a New Room: the kit's RoomForm; its success or error text clears after 3 s. */
export function AddRoomRoute() {
  const { roomTypes } = useLoaderData<typeof addRoomLoader>();
  const types = usePromise(roomTypes);
  const isMounted = useIsMounted();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [result, showResult, clearResult] = useTimedMessage<SaveResult>(timings.roomMessageClearMs);

  const save = async ({ roomType, roomPrice, photo }: RoomFormValues) => {
    if (!photo || isSubmitting) return;
    setIsSubmitting(true);
    clearResult();
    try {
      await addRoom({ photo, roomType, roomPrice: Number(roomPrice) });
      if (isMounted()) showResult({ kind: 'success' });
    } catch (failure) {
      const message = serverMessage(failure);
      if (isMounted()) showResult(message ? { kind: 'error', message } : { kind: 'error' });
    } finally {
      if (isMounted()) setIsSubmitting(false);
    }
  };

  return (
    <RoomForm
      mode="add"
      roomTypes={types.status === 'fulfilled' ? types.value : []}
      onSubmit={(values) => void save(values)}
      isSubmitting={isSubmitting}
      submitResult={result?.kind ?? null}
      error={result?.kind === 'error' ? result.message : undefined}
      backHref={paths.existingRooms}
      headingLevel={1}
    />
  );
}
