import { ApiError } from '@hotel/api-client';
import type { GalleryChangeFailure, PhotoUploadFailure } from '@hotel/ui';
import { errorCode, isConnectionFailure } from './errorMessage';

const uploadFailureByCode: Readonly<Record<string, PhotoUploadFailure>> = {
  PAYLOAD_TOO_LARGE: 'tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'notAnImage',
  // A damaged file, or more pixels than the server decodes.
  UNPROCESSABLE: 'unreadable',
  GALLERY_FULL: 'galleryFull',
};

/** A failed photo upload → the kit's reason, which it says in its words. */
export function photoUploadFailure(error: unknown): PhotoUploadFailure {
  if (isConnectionFailure(error)) return 'unreachable';
  // A proxy in front of the server may refuse a large body itself, without the server's error shape.
  if (error instanceof ApiError && error.status === 413) return 'tooLarge';
  return uploadFailureByCode[errorCode(error) ?? ''] ?? 'failed';
}

/** A failed reorder, removal or alt text change → the kit's reason. */
export function galleryChangeFailure(error: unknown): GalleryChangeFailure {
  if (isConnectionFailure(error)) return 'unreachable';
  const code = errorCode(error);
  // Another change came first: an older gallery version, or a photo someone else removed.
  return code === 'GALLERY_CHANGED' || code === 'PHOTO_NOT_FOUND' ? 'changed' : 'failed';
}
