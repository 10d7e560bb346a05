import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ApiErrors } from '../../errors/catalog.js';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from './rooms.schemas.js';

/** A photo as stored in the rooms table. */
export type StoredPhoto = { photo: Buffer; photoContentType: string; photoEtag: string };

type AcceptedFormat = 'jpeg' | 'png' | 'webp';

/** Stored photos fit inside this box (never enlarged). */
const MAX_STORED_WIDTH = 1600;
const MAX_STORED_HEIGHT = 1200;
const WEBP_QUALITY = 80;
const STORED_CONTENT_TYPE = 'image/webp';

/**
 * The format the first bytes announce, or null. Only JPEG, PNG and WebP get past this point, so
 * SVG, HTML or anything else renamed to .jpg never reaches an image decoder.
 */
export function sniffImageFormat(data: Buffer): AcceptedFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Content hash of stored photo bytes: the ETag and the `?v=` of `imageUrl`. */
export function photoEtag(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 32);
}

/** Stores already-encoded WebP bytes (the demo seed) exactly as an upload would be stored. */
export function storedWebp(data: Buffer): StoredPhoto {
  return { photo: data, photoContentType: STORED_CONTENT_TYPE, photoEtag: photoEtag(data) };
}

const unreadable = () => new ApiErrors.UNPROCESSABLE('The photo could not be read: the image is damaged or incomplete.');

/**
 * Checks an uploaded photo by its content (not its name or declared type) and re-encodes it:
 * JPEG, PNG or WebP only (415 otherwise), at most 25 megapixels and 12000 px a side (422),
 * decodable (422); rotated upright from EXIF, fitted inside 1600×1200, written as WebP q80
 * with all metadata (EXIF, GPS, ICC comments) dropped.
 */
export async function processRoomPhoto(upload: Buffer): Promise<StoredPhoto> {
  const sniffed = sniffImageFormat(upload);
  if (!sniffed) throw new ApiErrors.UNSUPPORTED_MEDIA_TYPE('The photo must be a JPEG, PNG or WebP image.');

  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== sniffed) throw new ApiErrors.UNSUPPORTED_MEDIA_TYPE('The photo must be a JPEG, PNG or WebP image.');
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS || width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    throw new ApiErrors.UNPROCESSABLE(
      `The photo is ${width}×${height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels and ${MAX_PHOTO_SIDE} pixels a side are accepted.`,
    );
  }

  let photo: Buffer;
  try {
    photo = await sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', autoOrient: true })
      .resize({ width: MAX_STORED_WIDTH, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw unreadable();
  }
  return storedWebp(photo);
}
