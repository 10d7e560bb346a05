import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { useMessages } from '../../messages/useMessages';
import {
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

const COLUMN_COUNT = 8;

/**
 * The profile's 'Booking History': one row per booking with its real status
 * ('On-going' for a confirmed booking, 'Cancelled'), or 'You have not made any bookings yet.'.
 */
export function BookingHistoryTable({ bookings, messages, ...rest }: BookingHistoryTableProps) {
  const t = useMessages('BookingHistoryTable', bookingHistoryTableMessages, messages);
  const { formatDate, formatMoney } = useFormat();

  return (
    <S.HistoryTable caption={t.caption} isStackedWhenNarrow {...rest}>
      <TableHead>
        <TableRow>
          <TableHeaderCell align="end">{t.bookingIdHeader}</TableHeaderCell>
          <TableHeaderCell align="end">{t.roomIdHeader}</TableHeaderCell>
          <TableHeaderCell>{t.roomTypeHeader}</TableHeaderCell>
          <TableHeaderCell>{t.checkInHeader}</TableHeaderCell>
          <TableHeaderCell>{t.checkOutHeader}</TableHeaderCell>
          <TableHeaderCell>{t.confirmationCodeHeader}</TableHeaderCell>
          <TableHeaderCell align="end">{t.totalPriceHeader}</TableHeaderCell>
          <TableHeaderCell>{t.statusHeader}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bookings.length === 0 ? (
          <TableEmptyRow colSpan={COLUMN_COUNT}>{t.empty}</TableEmptyRow>
        ) : (
          bookings.map((booking) => (
            <TableRow key={booking.id}>
              <TableCell label={t.bookingIdHeader} align="end">{booking.id}</TableCell>
              <TableCell label={t.roomIdHeader} align="end">{booking.roomId}</TableCell>
              <TableCell label={t.roomTypeHeader}>{booking.roomType}</TableCell>
              <TableCell label={t.checkInHeader}>{formatDate(booking.checkInDate, 'booking')}</TableCell>
              <TableCell label={t.checkOutHeader}>{formatDate(booking.checkOutDate, 'booking')}</TableCell>
              <TableCell label={t.confirmationCodeHeader}>
                <S.Code>{booking.confirmationCode}</S.Code>
              </TableCell>
              <TableCell label={t.totalPriceHeader} align="end">
                {formatMoney(booking.totalPrice)}
              </TableCell>
              <TableCell label={t.statusHeader}>
                <BookingStatusBadge status={booking.status} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </S.HistoryTable>
  );
}
