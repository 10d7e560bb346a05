import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { BookingStatusBadge } from '../../components/BookingStatusBadge';
import { BreakableEmail } from '../../components/BreakableEmail';
import { ConfirmDialog, useConfirmation } from '../../components/ConfirmDialog';
import { isCancellable } from '../../logic/cancellable';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { DescriptionList } from '../../primitives/DescriptionList';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { useFormat } from '../../provider/useFormat';
import type { BookingView } from '../../types/views';
import { bookingInfoMessages, type BookingInfoMessages } from './BookingInfo.messages';
import * as S from './BookingInfo.styles';

export type BookingInfoProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  booking: BookingView;
  /**
   * Shows 'Cancel Booking' (not for a booking cancelled or finished, nor one with `canCancel` false); called with the booking's id once the guest has
   * confirmed in the dialog that names the booking.
   */
  onCancel?: (bookingId: number) => void;
  /** Shows Cancel Booking as pending. */
  isCancelling?: boolean;
  /** Outline level of the 'Booking Information' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<BookingInfoMessages>;
};

/** 'Booking Information' (Find My Booking): the booking's details and a Cancel Booking button. */
export const BookingInfo = forwardRef<HTMLElement, BookingInfoProps>(function BookingInfo(
  { booking, onCancel, isCancelling = false, headingLevel = 2, messages, ...rest },
  ref,
) {
  const t = useMessages('BookingInfo', bookingInfoMessages, messages);
  const { formatDate, formatMoney } = useFormat();
  const headingId = useId();
  const confirmation = useConfirmation((bookingId: number) => onCancel?.(bookingId));
  const checkIn = formatDate(booking.checkInDate, 'booking');
  const checkOut = formatDate(booking.checkOutDate, 'booking');

  return (
    <S.Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <DescriptionList>
        <dt>{t.confirmationCodeLabel}</dt>
        <dd>{booking.confirmationCode}</dd>
        <dt>{t.roomNumberLabel}</dt>
        <dd>{booking.roomId}</dd>
        <dt>{t.roomTypeLabel}</dt>
        <dd>{booking.roomType}</dd>
        <dt>{t.checkInLabel}</dt>
        <dd>{checkIn}</dd>
        <dt>{t.checkOutLabel}</dt>
        <dd>{checkOut}</dd>
        <dt>{t.fullNameLabel}</dt>
        <dd>{booking.guestName}</dd>
        <dt>{t.emailLabel}</dt>
        <dd>
          <BreakableEmail email={booking.guestEmail} />
        </dd>
        <dt>{t.adultsLabel}</dt>
        <dd>{booking.numOfAdults}</dd>
        <dt>{t.childrenLabel}</dt>
        <dd>{booking.numOfChildren}</dd>
        <dt>{t.totalGuestsLabel}</dt>
        <dd>{booking.totalNumOfGuests}</dd>
        <dt>{t.totalPriceLabel}</dt>
        <dd>{formatMoney(booking.totalPrice)}</dd>
        <dt>{t.statusLabel}</dt>
        <dd>
          <BookingStatusBadge status={booking.status} />
        </dd>
      </DescriptionList>
      {onCancel && isCancellable(booking) ? (
        <S.Actions>
          <Button variant="danger" isPending={isCancelling} onPress={() => confirmation.ask(booking.id)}>
            {t.cancel}
          </Button>
          <ConfirmDialog
            {...confirmation.dialogProps}
            title={formatMessage(t.confirmCancelTitle, { code: booking.confirmationCode })}
            description={formatMessage(t.confirmCancelText, { roomType: booking.roomType, checkIn, checkOut })}
            confirmLabel={t.confirmCancelYes}
            cancelLabel={t.confirmCancelNo}
            headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
          />
        </S.Actions>
      ) : null}
    </S.Root>
  );
});
