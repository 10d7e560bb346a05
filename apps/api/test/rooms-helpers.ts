import { randomBytes } from 'node:crypto';
import { nightsOf } from '@hotel/booking-rules';
import sharp from 'sharp';
import type { DatabaseHandle } from '../src/db/connect.js';
import type { BookingStatus } from '../src/db/schema.js';

/**
 * Helpers of the rooms tests: multipart bodies, generated images, and bookings written straight
 * into the database. (Users, tokens and photo-less rooms come from fixtures.ts.)
 */

export type FilePart = { filename: string; contentType: string; data: Buffer };
export type FormPart = [name: string, value: string | FilePart];

/** What a room answers before its details and gallery are set. */
export const NO_DETAILS = { description: '', bedType: null, sizeSquareMeters: null, amenities: [], galleryVersion: 0, photos: [] };

/** A multipart/form-data body for `app.inject`, parts in the given order. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----room-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual room form: roomType, roomPrice and a photo file (any part may be left out with `undefined`). */
export function roomForm(fields: { roomType?: string; roomPrice?: string; maxAdults?: string; maxChildren?: string; photo?: FilePart }): FormPart[] {
  const parts: FormPart[] = [];
  if (fields.roomType !== undefined) parts.push(['roomType', fields.roomType]);
  if (fields.roomPrice !== undefined) parts.push(['roomPrice', fields.roomPrice]);
  if (fields.maxAdults !== undefined) parts.push(['maxAdults', fields.maxAdults]);
  if (fields.maxChildren !== undefined) parts.push(['maxChildren', fields.maxChildren]);
  if (fields.photo !== undefined) parts.push(['photo', fields.photo]);
  return parts;
}

/** A small real image of the given size and format, with a colour so different calls give different bytes. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp',
  options: { width?: number; height?: number; colour?: string } = {},
): Promise<Buffer> {
  const { width = 320, height = 240, colour = '#3b82f6' } = options;
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return image[format]().toBuffer();
}

export async function photoFile(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  options: { width?: number; height?: number; colour?: string } = {},
): Promise<FilePart> {
  const contentType = `image/${format}`;
  return { filename: `room.${format === 'jpeg' ? 'jpg' : format}`, contentType, data: await makeImage(format, options) };
}

let bookingSequence = 0;

/** A booking row written directly (the bookings API is not needed to test rooms). */
export async function insertBooking(
  { db }: DatabaseHandle,
  booking: {
    roomId: number;
    checkInDate: string;
    checkOutDate: string;
    status?: BookingStatus;
    guestName?: string;
    guestEmail?: string;
    totalPriceCents?: number;
    /** The stored price of each night (none: a booking made before nights were priced). */
    nightPricesCents?: number[];
  },
): Promise<number> {
  bookingSequence += 1;
  const status = booking.status ?? 'CONFIRMED';
  const now = new Date().toISOString();
  const row = await db
    .insertInto('bookings')
    .values({
      roomId: booking.roomId,
      userId: null,
      confirmationCode: `T${bookingSequence}${randomBytes(6).toString('hex')}`.slice(0, 16).toUpperCase(),
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      guestName: booking.guestName ?? 'Test Guest',
      guestEmail: booking.guestEmail ?? 'guest@example.test',
      totalPriceCents: booking.totalPriceCents ?? booking.nightPricesCents?.reduce((sum, price) => sum + price, 0) ?? 0,
      numOfAdults: 1,
      numOfChildren: 0,
      status,
      createdAt: now,
      cancelledAt: status === 'CANCELLED' ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (booking.nightPricesCents) {
    const nights = nightsOf({ startDate: booking.checkInDate, endDate: booking.checkOutDate });
    if (booking.nightPricesCents.length !== nights.length) throw new Error('one price per night of the stay');
    await db
      .insertInto('bookingNights')
      .values(nights.map((night, index) => ({ bookingId: row.id, night, priceCents: booking.nightPricesCents![index]! })))
      .execute();
  }
  return row.id;
}
