import { useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import {
  addRoomPhoto,
  deleteRoomPhoto,
  getRoomById,
  getRoomTypes,
  reorderRoomPhotos,
  updateRoom,
  updateRoomDetails,
  updateRoomPhotoAlt,
} from '@hotel/api-client';
import { formatMessage, RoomForm, roomLoadErrorsMessages, SectionStatus, useMessages, type GalleryChangeFailure, type PhotoUploadView, type RoomFormValues } from '@hotel/ui';
import { paths } from '../config/paths';
import { timings } from '../config/timings';
import { usePromise } from '../async/usePromise';
import { useRetryable } from '../async/useRetryable';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail, useAdminShownMessage } from '../mappers/adminServerErrorText';
import { useServerErrorMessages } from '../mappers/serverErrorText';
import { galleryChangeFailure, photoUploadFailure } from '../mappers/galleryFailures';
import { parseRoomId, unknownRoom } from '../mappers/routeParams';
import { toRoomDetailsBody, toRoomDetailsView } from '../mappers/roomDetails';

const loadRoomTypes = (signal: AbortSignal) => getRoomTypes({ signal });

/** The room and the room types, requested together. */
export const editRoomLoader = requireAdmin(({ params, request }) => {
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const room = roomId === null ? unknownRoom() : getRoomById(roomId, { signal });
  return {
    room: deferred(room.then((loaded) => ({ ...toRoomDetailsView(loaded), galleryVersion: loaded.galleryVersion }))),
    roomTypes: deferred(loadRoomTypes(signal)),
  };
});

/** The spec's form (type, price, photo), then the room's details. */
async function saveRoom(roomId: number, values: RoomFormValues) {
  const { roomType, roomPrice, photo } = values;
  await updateRoom(roomId, { roomType, roomPrice: Number(roomPrice), ...(photo ? { photo } : {}) });
  return updateRoomDetails(roomId, toRoomDetailsBody(values));
}

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
  const loadErrors = useMessages('RoomLoadErrors', roomLoadErrorsMessages);
  const shownMessage = useAdminShownMessage();
  const t = useServerErrorMessages();
  const shownDetail = useAdminShownDetail();

  const current = roomState.status === 'fulfilled' ? roomState.value : roomState.lastValue;
  const [galleryFailure, setGalleryFailure] = useState<GalleryChangeFailure>();
  /**
   * A change to the gallery (order, removal, alt text), then the room read again: a reorder or removal made against
   * an older gallery (409 GALLERY_CHANGED) says so and shows the gallery as it now is.
   */
  const changeGallery = (change: () => Promise<unknown>) => {
    setGalleryFailure(undefined);
    change()
      .catch((error: unknown) => setGalleryFailure(galleryChangeFailure(error)))
      .finally(() => void revalidator.revalidate());
  };

  const [uploads, setUploads] = useState<readonly PhotoUploadView[]>([]);
  const uploadCount = useRef(0);
  const updateUpload = (id: string, change: Partial<PhotoUploadView>) =>
    setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
  /** Uploads a photo with its progress; it leaves the uploads once the room read again shows it in the gallery. */
  const uploadPhoto = (roomId: number, file: File, alt: string) => {
    uploadCount.current += 1;
    const id = String(uploadCount.current);
    setUploads((list) => [...list, { id, name: file.name, progress: 0 }]);
    addRoomPhoto(roomId, { photo: file, alt }, {
      onUploadProgress: ({ loaded, total }) => updateUpload(id, { progress: total ? Math.round((loaded / total) * 100) : 0 }),
    })
      .then(() => revalidator.revalidate())
      .then(
        () => setUploads((list) => list.filter((upload) => upload.id !== id)),
        (error: unknown) => updateUpload(id, { failure: photoUploadFailure(error) }),
      );
  };
  const dismissUpload = (id: string) => setUploads((list) => list.filter((upload) => upload.id !== id));

  if (roomState.status === 'rejected') {
    const error = failureText(roomState.error, formatMessage(t.fetchRoomFailed, { detail: shownDetail(roomState.error) }));
    return <SectionStatus status="error" error={error} onRetry={revalidator.revalidate} />;
  }
  if (!current) return <SectionStatus status="loading" />;

  return (
    <RoomForm
      key={current.id}
      mode="edit"
      roomTypes={types.status === 'fulfilled' ? types.value : [current.roomType]}
      roomTypesError={types.status === 'rejected' ? failureText(types.error, loadErrors.fetchRoomTypesFailed) : undefined}
      onRetryRoomTypes={retryRoomTypes}
      defaultValues={{
        roomType: current.roomType,
        roomPrice: current.roomPrice,
        description: current.description,
        bedType: current.bedType,
        sizeSquareMeters: current.sizeSquareMeters,
        amenities: current.amenities,
      }}
      currentImageUrl={current.imageUrl}
      gallery={current.photos}
      uploads={uploads}
      onUpload={(file, alt) => uploadPhoto(current.id, file, alt)}
      onDismissUpload={dismissUpload}
      galleryFailure={galleryFailure}
      onReorder={(photoIds) => changeGallery(() => reorderRoomPhotos(current.id, { galleryVersion: current.galleryVersion, photoIds }))}
      onDelete={(photoId) => changeGallery(() => deleteRoomPhoto(current.id, photoId, { galleryVersion: current.galleryVersion }))}
      onAltChange={(photoId, alt) => changeGallery(() => updateRoomPhotoAlt(current.id, photoId, { alt }))}
      onSubmit={(values) => save.run(current.id, values)}
      isSubmitting={save.pending !== null}
      submitResult={outcome?.status ?? null}
      error={outcome?.status === 'error' ? failureText(outcome.error, shownMessage(outcome.error, '')) : undefined}
      backHref={paths.existingRooms}
      headingLevel={1}
    />
  );
}
