import { useLoaderData, useRevalidator } from 'react-router-dom';
import { addRoom, getRoomTypes, updateRoomDetails } from '@hotel/api-client';
import { RoomForm, roomLoadErrorsMessages, useMessages, type RoomFormValues } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownMessage } from '../mappers/adminServerErrorText';
import { hasRoomDetails, toRoomDetailsBody } from '../mappers/roomDetails';

export const addRoomLoader = requireAdmin(({ request }) => ({ roomTypes: deferred(getRoomTypes({ signal: request.signal })) }));

/** The spec's form (type, price, photo), then the new room's details when the admin gave any. */
async function saveRoom(values: RoomFormValues & { photo: File }) {
  const { roomType, roomPrice, photo } = values;
  const room = await addRoom({ photo, roomType, roomPrice: Number(roomPrice) });
  return hasRoomDetails(values) ? updateRoomDetails(room.id, toRoomDetailsBody(values)) : room;
}

/** Add a New Room: the kit's RoomForm; its success or error text clears after 3 s. */
export function AddRoomRoute() {
  const { roomTypes } = useLoaderData<typeof addRoomLoader>();
  const types = usePromise(roomTypes);
  // The loader loads only the room types: revalidating is their Retry (the form, not re-keyed, keeps its input).
  const { revalidate } = useRevalidator();
  const save = useAction(saveRoom, { outcomeMs: timings.roomMessageClearMs });
  const { outcome } = save;
  const failureText = useFailureText();
  const loadErrors = useMessages('RoomLoadErrors', roomLoadErrorsMessages);
  const shownMessage = useAdminShownMessage();

  return (
    <RoomForm
      mode="add"
      roomTypes={types.status === 'fulfilled' ? types.value : []}
      roomTypesError={types.status === 'rejected' ? failureText(types.error, loadErrors.fetchRoomTypesFailed) : undefined}
      onRetryRoomTypes={revalidate}
      onSubmit={({ photo, ...values }) => {
        if (photo) save.run({ ...values, photo });
      }}
      isSubmitting={save.pending !== null}
      submitResult={outcome?.status ?? null}
      error={outcome?.status === 'error' ? failureText(outcome.error, shownMessage(outcome.error, '')) : undefined}
      backHref={paths.existingRooms}
      headingLevel={1}
    />
  );
}
