import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { ApiErrors } from '../../errors/catalog.js';
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, PHOTO_WIDTHS, type PhotoFormat } from './rooms.schemas.js';

/** A photo as stored in the rooms table. */
export type StoredPhoto = { photo: Buffer; photoContentType: string; photoEtag: string };

type AcceptedFormat = 'jpeg' | 'png' | 'webp';

/** Photos are fitted inside this box (never enlarged); the largest file has this size. */
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

/**
 * The widest a room's cover (`imageUrl`) is: what a card shows it at. Cards on a phone are about 400 CSS pixels wide,
 * 700 device pixels; the gallery picks its own widths, up to the largest, from its `srcset`.
 */
const COVER_MAX_WIDTH = 800;

/** The width of a photo's file that is its room's cover: the widest of its `widths` (ascending) up to 800 pixels. */
export function coverWidth(widths: readonly number[]): number {
  return widths.filter((width) => width <= COVER_MAX_WIDTH).at(-1) ?? widths[0]!;
}

/** The cover of a room (`imageUrl`): the WebP bytes of its first photo's file at `coverWidth`. */
export function storedWebp(data: Buffer): StoredPhoto {
  return { photo: data, photoContentType: STORED_CONTENT_TYPE, photoEtag: photoEtag(data) };
}

const unreadable = () => new ApiErrors.UNPROCESSABLE('The photo could not be read: the image is damaged or incomplete.');
const notAnImage = () => new ApiErrors.UNSUPPORTED_MEDIA_TYPE('The photo must be a JPEG, PNG or WebP image.');

/** One encoded file of a photo. */
export type PhotoVariant = { format: PhotoFormat; width: number; data: Buffer };

/**
 * A photo as encoded once on upload: its files (every width in every format), the intrinsic size of the
 * largest, and `cover`, the WebP at `coverWidth`, which is what `imageUrl` serves when the photo is first in the gallery.
 */
export type EncodedPhoto = { width: number; height: number; widths: number[]; version: string; variants: PhotoVariant[]; cover: StoredPhoto };

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 2: a few seconds for a noisy 1600-pixel photo on a busy machine instead of half a minute, a few % larger.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: WEBP_QUALITY }),
  // JPEG has no transparency: a PNG's transparent parts turn white, not black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/** The widths a photo of this (fitted) width gets: the standard widths narrower than it, and its own. */
export function variantWidths(width: number): number[] {
  return [...PHOTO_WIDTHS.filter((standard) => standard < width), width];
}

/**
 * Checks an uploaded photo by its content (not its name or declared type) and encodes it once:
 * JPEG, PNG or WebP only (415 otherwise), at most 25 megapixels and 12000 px a side, checked from the header before
 * decoding (422, so a decompression bomb is never decoded), decodable to the end (422 for a truncated or damaged
 * file); rotated upright from EXIF, fitted inside 1600×1200 (never enlarged), then written at 400, 800 and 1600
 * pixels wide (those narrower than the photo, and its own width) as AVIF, WebP and JPEG, with all metadata (EXIF,
 * GPS, comments) dropped.
 */
export async function encodeRoomPhoto(upload: Buffer): Promise<EncodedPhoto> {
  const sniffed = sniffImageFormat(upload);
  if (!sniffed) throw notAnImage();

  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== sniffed) throw notAnImage();
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS || width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    throw new ApiErrors.UNPROCESSABLE(
      `The photo is ${width}×${height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels and ${MAX_PHOTO_SIDE} pixels a side are accepted.`,
    );
  }

  // Decoded once, upright and fitted; every file is encoded from these pixels (sharp writes no metadata unless asked).
  let fitted: { data: Buffer; info: OutputInfo };
  try {
    fitted = await sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_STORED_WIDTH, height: MAX_STORED_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
  const { info } = fitted;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = variantWidths(info.width);
  const variants = await Promise.all(
    widths.flatMap((variantWidth) =>
      (Object.keys(ENCODERS) as PhotoFormat[]).map(async (format) => {
        const resized = sharp(fitted.data, raw).resize({ width: variantWidth });
        return { format, width: variantWidth, data: await ENCODERS[format](resized).toBuffer() };
      }),
    ),
  );
  const coverFile = variants.find((variant) => variant.format === 'webp' && variant.width === coverWidth(widths))!;
  const cover = storedWebp(coverFile.data);
  return { width: info.width, height: info.height, widths, version: cover.photoEtag, variants, cover };
}
