import type { Db } from '../../db/schema.js';
import type { EncodedPhoto } from './room-photo.js';
import { coverWidth, storedWebp } from './room-photo.js';
import { findRoomPhotoFile, insertRoomPhoto, listRoomPhotos, setRoomPhotoPosition, updateRoom, type StoredRoomPhoto } from './rooms.repository.js';
import { PHOTO_EXTENSIONS, PHOTO_FORMATS, type PhotoFormat, type RoomPhoto } from './rooms.schemas.js';

/**
 * How a gallery is kept: photos in `position` order from 0, and the room's cover (`rooms.photo`, served at
 * `imageUrl`) always the first photo's WebP file at `coverWidth` (800 pixels or less), written in the same transaction as the gallery.
 */

/** Where one file of a photo is served; the version in the address means its bytes never change. */
export function roomPhotoFileUrl(photo: Pick<StoredRoomPhoto, 'id' | 'version'>, format: PhotoFormat, width: number): string {
  return `/api/rooms/photos/${photo.id}/${photo.version}/${width}.${PHOTO_EXTENSIONS[format]}`;
}

/** The format and width a photo file's name (`800.avif`) asks for, or null. */
export function parsePhotoFileName(file: string): { format: PhotoFormat; width: number } | null {
  const match = /^([1-9]\d{0,3})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return null;
  const format = (Object.keys(PHOTO_EXTENSIONS) as PhotoFormat[]).find((key) => PHOTO_EXTENSIONS[key] === match[2])!;
  return { format, width: Number(match[1]) };
}

export const photoContentType = (format: PhotoFormat) => PHOTO_FORMATS[format];

/** The JPEG fallback's width: 800 pixels, or the photo's own width when narrower. */
const FALLBACK_WIDTH = 800;

export function toRoomPhotoDto(photo: StoredRoomPhoto): RoomPhoto {
  const widths = JSON.parse(photo.widths) as number[];
  const srcset = (format: PhotoFormat) => widths.map((width) => `${roomPhotoFileUrl(photo, format, width)} ${width}w`).join(', ');
  const fallbackWidth = widths.includes(FALLBACK_WIDTH) ? FALLBACK_WIDTH : widths.at(-1)!;
  return {
    id: photo.id,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    version: photo.version,
    sources: { avif: srcset('avif'), webp: srcset('webp'), jpeg: roomPhotoFileUrl(photo, 'jpeg', fallbackWidth) },
  };
}

/** Adds an encoded photo to a room's gallery at `position` (the photos from there on move one down). */
export async function insertGalleryPhoto(
  trx: Db,
  roomId: number,
  encoded: EncodedPhoto,
  alt: string,
  position: number,
  now: Date,
): Promise<number> {
  const after = (await listRoomPhotos(trx, [roomId])).filter((photo) => photo.position >= position);
  for (const photo of after.reverse()) await setRoomPhotoPosition(trx, photo.id, photo.position + 1);
  return insertRoomPhoto(
    trx,
    {
      roomId,
      position,
      alt,
      width: encoded.width,
      height: encoded.height,
      widths: JSON.stringify(encoded.widths),
      version: encoded.version,
      createdAt: now.toISOString(),
    },
    encoded.variants,
  );
}

/**
 * Ends a gallery write: positions renumbered from 0 in the given order (the current order when not given), the
 * cover set from the first photo (none when the gallery is empty) and the gallery version raised.
 */
export async function settleGallery(trx: Db, roomId: number, galleryVersion: number, order?: number[]) {
  const photos = await listRoomPhotos(trx, [roomId]);
  const ordered = order ? order.map((id) => photos.find((photo) => photo.id === id)!) : photos;
  for (const [position, photo] of ordered.entries()) {
    if (photo.position !== position) await setRoomPhotoPosition(trx, photo.id, position);
  }
  const first = ordered[0];
  const coverBytes = first && (await findRoomPhotoFile(trx, first.id, first.version, 'webp', coverWidth(JSON.parse(first.widths) as number[])));
  const cover = coverBytes ? storedWebp(coverBytes) : { photo: null, photoContentType: null, photoEtag: null };
  return updateRoom(trx, roomId, { ...cover, galleryVersion: galleryVersion + 1 });
}
