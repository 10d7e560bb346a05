import { datePatterns } from '../../logic/format';
import { useMessages } from '../../messages/useMessages';
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeaderCell,
  TableRow,
  type TableProps,
} from '../../primitives/Table';
import { useFormat } from '../../provider/useFormat';
import type { BookingView } from '../../types/views';
import { bookingHistoryTableMessages, type BookingHistoryTableMessages } from './BookingHistoryTable.messages';
import * as S from './BookingHistoryTable.styles';

export type BookingHistoryTableProps = Omit<TableProps, 'caption' | 'children'> & {
  bookings: BookingView[];
  messages?: Partial<BookingHistoryTableMessages>;
};

const COLUMN_COUNT = 7;

/**
 * The profile's 'Booking History' (spec §2): one row per booking with its real status
 * ('On-going' for a confirmed booking, 'Cancelled'), or 'You have not made any bookings yet.'.
 */
export function BookingHistoryTable({ bookings, messages, ...rest }: BookingHistoryTableProps) {
  const t = useMessages('BookingHistoryTable', bookingHistoryTableMessages, messages);
  const { formatDate } = useFormat();

  return (
    <Table caption={t.caption} {...rest}>
      <TableHead>
        <TableRow>
          <TableHeaderCell align="end">{t.bookingIdHeader}</TableHeaderCell>
          <TableHeaderCell align="end">{t.roomIdHeader}</TableHeaderCell>
          <TableHeaderCell>{t.roomTypeHeader}</TableHeaderCell>
          <TableHeaderCell>{t.checkInHeader}</TableHeaderCell>
          <TableHeaderCell>{t.checkOutHeader}</TableHeaderCell>
          <TableHeaderCell>{t.confirmationCodeHeader}</TableHeaderCell>
          <TableHeaderCell>{t.statusHeader}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bookings.length === 0 ? (
          <TableEmptyRow colSpan={COLUMN_COUNT}>{t.empty}</TableEmptyRow>
        ) : (
          bookings.map((booking) => (
            <TableRow key={booking.id}>
              <TableCell align="end">{booking.id}</TableCell>
              <TableCell align="end">{booking.roomId}</TableCell>
              <TableCell>{booking.roomType}</TableCell>
              <TableCell>{formatDate(booking.checkInDate, datePatterns.booking)}</TableCell>
              <TableCell>{formatDate(booking.checkOutDate, datePatterns.booking)}</TableCell>
              <TableCell>
                <S.Code>{booking.confirmationCode}</S.Code>
              </TableCell>
              <TableCell>
                <S.Status data-status={booking.status}>
                  {booking.status === 'CANCELLED' ? t.statusCancelled : t.statusConfirmed}
                </S.Status>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
