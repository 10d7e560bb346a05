import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { BookingDateRangeFilter, type BookingDateRangeFilterMessages } from '../../components/BookingDateRangeFilter';
import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { BreakableEmail } from '../../components/BreakableEmail';
import { ConfirmDialog, useConfirmation } from '../../components/ConfirmDialog';
import { isCancellable } from '../../logic/cancellable';
import { filterBookingsByDateRange } from '../../logic/bookingFilter';
import type { WeekStart } from '../../logic/dateRanges';
import type { IsoDate, IsoDateRange } from '../../logic/dates';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import type { HeadingLevel } from '../../primitives/Heading';
import {
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../primitives/Table';
import { useFormat } from '../../provider/useFormat';
import type { BookingView, LoadStatus } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { existingBookingsTableMessages, type ExistingBookingsTableMessages } from './ExistingBookingsTable.messages';
import * as S from './ExistingBookingsTable.styles';

export type ExistingBookingsTableProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Every booking; the section filters them by `range` itself. */
  bookings: readonly BookingView[];
  /** 'loading' shows 'Loading existing bookings'; 'error' shows `error` (or 'Failed to fetch bookings') in red. */
  status?: LoadStatus;
  /** The failure's text from the app, shown as is, e.g. 'Error fetching bookings : …' or, while ready, 'Error cancelling booking :…'. */
  error?: string;
  /** Success text from the app, e.g. after a cancellation. */
  message?: string;
  /** Offers Retry beside a failed load (`status` 'error'); the app loads the data again. */
  onRetry?: () => void;
  /** The date filter's range (controlled); null shows every booking. */
  range: IsoDateRange | null;
  /** The filter's new range: a complete range, or null after Clear Filter. */
  onRangeChange: (range: IsoDateRange | null) => void;
  /**
   * A row's Cancel button, with the booking id, once the admin has confirmed in the dialog that names the booking.
   * Offered for confirmed bookings the viewer may cancel (not for cancelled or finished ones; see `canCancel`).
   */
  onCancel: (bookingId: number) => void;
  /** The booking being cancelled: its button shows as pending. */
  cancellingId?: number | null;
  /** Today, `YYYY-MM-DD`, for the filter's relative ranges. Defaults to the local date. */
  today?: IsoDate;
  /** First day of the week for the filter; defaults to the date locale's. */
  weekStartsOn?: WeekStart;
  /** Outline level of the 'Existing Bookings' heading (the filter's heading is one below). Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ExistingBookingsTableMessages>;
  /** Texts of the date filter inside. */
  filterMessages?: Partial<BookingDateRangeFilterMessages>;
};

const COLUMN_COUNT = 15;

/**
 * The admin 'Existing Bookings' screen section: the booking date-range filter above a table of bookings
 * (S/N … Confirmation Code, Status, Actions) with a Cancel button per confirmed booking.
 */
export const ExistingBookingsTable = forwardRef<HTMLElement, ExistingBookingsTableProps>(function ExistingBookingsTable({
  bookings,
  range,
  onRangeChange,
  onCancel,
  cancellingId = null,
  today,
  weekStartsOn,
  headingLevel = 2,
  messages,
  filterMessages,
  ...rest
}, ref) {
  const t = useMessages('ExistingBookingsTable', existingBookingsTableMessages, messages);
  const { formatDate, formatMoney } = useFormat();
  const rows = useMemo(() => filterBookingsByDateRange(bookings, range), [bookings, range]);
  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const confirmation = useConfirmation((booking: BookingView) => onCancel(booking.id));
  const asked = confirmation.subject;

  const date = (iso: IsoDate) => <time dateTime={iso}>{formatDate(iso, 'range')}</time>;

  return (
    // `rest` carries the load status, error, message and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <BookingDateRangeFilter
        value={range}
        onChange={onRangeChange}
        today={today}
        weekStartsOn={weekStartsOn}
        headingLevel={subLevel}
        messages={filterMessages}
      />
      <S.BookingsTable caption={t.tableCaption} hideCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell align="end">{t.serialNumber}</TableHeaderCell>
            <TableHeaderCell align="end">{t.bookingId}</TableHeaderCell>
            <TableHeaderCell align="end">{t.roomId}</TableHeaderCell>
            <TableHeaderCell>{t.roomType}</TableHeaderCell>
            <TableHeaderCell>{t.checkInDate}</TableHeaderCell>
            <TableHeaderCell>{t.checkOutDate}</TableHeaderCell>
            <TableHeaderCell>{t.guestName}</TableHeaderCell>
            <TableHeaderCell>{t.guestEmail}</TableHeaderCell>
            <TableHeaderCell align="end">{t.adults}</TableHeaderCell>
            <TableHeaderCell align="end">{t.children}</TableHeaderCell>
            <TableHeaderCell align="end">{t.totalGuests}</TableHeaderCell>
            <TableHeaderCell align="end">{t.totalPrice}</TableHeaderCell>
            <TableHeaderCell>{t.confirmationCode}</TableHeaderCell>
            <TableHeaderCell>{t.status}</TableHeaderCell>
            <TableHeaderCell>{t.actions}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={COLUMN_COUNT}>{bookings.length === 0 ? t.empty : t.emptyFiltered}</TableEmptyRow>
          ) : (
            rows.map((booking, index) => {
              return (
                <TableRow key={booking.id} data-status={booking.status}>
                  <TableCell align="end">{index + 1}</TableCell>
                  <TableCell align="end">{booking.id}</TableCell>
                  <TableCell align="end">{booking.roomId}</TableCell>
                  <TableCell>{booking.roomType}</TableCell>
                  <TableCell>{date(booking.checkInDate)}</TableCell>
                  <TableCell>{date(booking.checkOutDate)}</TableCell>
                  <TableCell>{booking.guestName}</TableCell>
                  <S.EmailCell>
                    <BreakableEmail email={booking.guestEmail} />
                  </S.EmailCell>
                  <TableCell align="end">{booking.numOfAdults}</TableCell>
                  <TableCell align="end">{booking.numOfChildren}</TableCell>
                  <TableCell align="end">{booking.totalNumOfGuests}</TableCell>
                  <TableCell align="end">{formatMoney(booking.totalPrice)}</TableCell>
                  <TableCell>
                    <S.Code>{booking.confirmationCode}</S.Code>
                  </TableCell>
                  <TableCell>
                    <BookingStatusBadge status={booking.status} />
                  </TableCell>
                  <TableCell>
                    {!isCancellable(booking) ? null : (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={formatMessage(t.cancelLabel, { cancel: t.cancel, code: booking.confirmationCode, id: booking.id })}
                        isPending={cancellingId === booking.id}
                        onPress={() => confirmation.ask(booking)}
                      >
                        {t.cancel}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </S.BookingsTable>
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={asked ? formatMessage(t.confirmCancelTitle, { code: asked.confirmationCode }) : null}
        description={
          asked
            ? formatMessage(t.confirmCancelText, {
                guestName: asked.guestName,
                roomType: asked.roomType,
                checkIn: formatDate(asked.checkInDate, 'range'),
                checkOut: formatDate(asked.checkOutDate, 'range'),
              })
            : null
        }
        confirmLabel={t.confirmCancelYes}
        cancelLabel={t.confirmCancelNo}
        headingLevel={subLevel}
      />
    </AdminTableSection>
  );
});
