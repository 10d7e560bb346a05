import { nightsBetween } from '@hotel/booking-rules';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/schema.js';
import { findBookingsForExport } from './frontdesk.repository.js';
import { checkedWindow } from './frontdesk.service.js';
import { MAX_EXPORT_NIGHTS } from './frontdesk.schemas.js';

const COLUMNS = [
  'Booking ID',
  'Confirmation Code',
  'Room ID',
  'Room Type',
  'Check In Date',
  'Check Out Date',
  'Nights',
  'Guest Name',
  'Guest Email',
  'Adults',
  'Children',
  'Total Price',
  'Status',
  'Booked At',
  'Cancelled At',
];

/**
 * The bookings whose stay overlaps [from, to), any status, as CSV: RFC 4180 (CRLF, quoted where needed), UTF-8 with a
 * byte order mark so spreadsheet software reads it as UTF-8, and a header row. A cell a spreadsheet could run as a
 * formula (starting with =, +, -, @, tab or carriage return: names and emails are the guest's own text) starts with
 * a single quote instead.
 */
export async function exportBookingsCsv(db: Db, query: { from: string; to: string }): Promise<string> {
  const window = checkedWindow(query, MAX_EXPORT_NIGHTS);
  const bookings = await findBookingsForExport(db, { checkInDate: window.startDate, checkOutDate: window.endDate });
  const rows = bookings.map((booking) => [
    booking.id,
    booking.confirmationCode,
    booking.roomId,
    booking.roomType,
    booking.checkInDate,
    booking.checkOutDate,
    nightsBetween(booking.checkInDate, booking.checkOutDate),
    booking.guestName,
    booking.guestEmail,
    booking.numOfAdults,
    booking.numOfChildren,
    (booking.totalPriceCents / 100).toFixed(2),
    booking.status,
    booking.createdAt,
    booking.cancelledAt ?? '',
  ]);
  return stringify([COLUMNS, ...rows], { bom: true, record_delimiter: 'windows', escape_formulas: true });
}
