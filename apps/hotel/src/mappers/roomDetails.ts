import type { Room, RoomPhoto, UpdateRoomDetailsBody } from '@hotel/api-client';
import type { RoomFormValues, RoomPhotoView, RoomView } from '@hotel/ui';
import { toRoomView } from './views';

/** The width of the JPEG the server gives as the `<img>` fallback (`sources.jpeg`), or the photo's own when narrower. */
const JPEG_FALLBACK_WIDTH = 800;

/** API gallery photo → the kit's RoomPhotoView: AVIF and WebP srcsets as given, the one JPEG as a one-width srcset. */
export function toRoomPhotoView(photo: RoomPhoto): RoomPhotoView {
  const { avif, webp, jpeg } = photo.sources;
  return {
    id: photo.id,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    src: jpeg,
    srcSet: { avif, webp, jpeg: `${jpeg} ${Math.min(photo.width, JPEG_FALLBACK_WIDTH)}w` },
  };
}

/**
 * API room → the room page's RoomView: the card's fields with the bed, size, capacity (the adults and children it
 * sleeps together), amenities and gallery.
 */
export function toRoomDetailsView(room: Room): RoomView {
  return {
    ...toRoomView(room),
    capacity: room.maxAdults + room.maxChildren,
    bedType: room.bedType,
    sizeSquareMeters: room.sizeSquareMeters,
    amenities: room.amenities,
    photos: room.photos.map(toRoomPhotoView),
  };
}

/** The room form's details → the details update's body ('' for a bed type or size not given is null). */
export function toRoomDetailsBody({ description, bedType, sizeSquareMeters, amenities }: RoomFormValues): UpdateRoomDetailsBody {
  return { description, bedType: bedType || null, sizeSquareMeters: sizeSquareMeters ? Number(sizeSquareMeters) : null, amenities };
}

/** Whether the admin gave any detail, so that a new room needs its details saved after it is added. */
export const hasRoomDetails = (values: RoomFormValues) =>
  values.description !== '' || values.bedType !== '' || values.sizeSquareMeters !== '' || values.amenities.length > 0;
