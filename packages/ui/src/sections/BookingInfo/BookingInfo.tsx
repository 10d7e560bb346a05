import { useId, type ComponentPropsWithRef } from 'react';
import { datePatterns } from '../../logic/format';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { DescriptionList } from '../../primitives/DescriptionList';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { useFormat } from '../../provider/useFormat';
import type { BookingView } from '../../types/views';
import { bookingInfoMessages, type BookingInfoMessages } from './BookingInfo.messages';
import * as S from './BookingInfo.styles';

export type BookingInfoProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  booking: BookingView;
  /** Shows 'Cancel Booking' (not for a booking already cancelled); called with the booking's id. */
  onCancel?: (bookingId: number) => void;
  /** Shows Cancel Booking as pending. */
  isCancelling?: boolean;
  /** Outline level of the 'Booking Information' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<BookingInfoMessages>;
};

/** 'Booking Information' (spec §2, Find My Booking): the booking's details and a Cancel Booking button. */
export function BookingInfo({ booking, onCancel, isCancelling = false, headingLevel = 2, messages, ...rest }: BookingInfoProps) {
  const t = useMessages('BookingInfo', bookingInfoMessages, messages);
  const { formatDate } = useFormat();
  const headingId = useId();
  const isCancelled = booking.status === 'CANCELLED';

  return (
    <S.Root aria-labelledby={headingId} {...rest}>
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
        <dd>{formatDate(booking.checkInDate, datePatterns.booking)}</dd>
        <dt>{t.checkOutLabel}</dt>
        <dd>{formatDate(booking.checkOutDate, datePatterns.booking)}</dd>
        <dt>{t.fullNameLabel}</dt>
        <dd>{booking.guestName}</dd>
        <dt>{t.emailLabel}</dt>
        <dd>{booking.guestEmail}</dd>
        <dt>{t.adultsLabel}</dt>
        <dd>{booking.numOfAdults}</dd>
        <dt>{t.childrenLabel}</dt>
        <dd>{booking.numOfChildren}</dd>
        <dt>{t.totalGuestsLabel}</dt>
        <dd>{booking.totalNumOfGuests}</dd>
        <dt>{t.statusLabel}</dt>
        <dd>
          <S.Status data-status={booking.status}>{isCancelled ? t.statusCancelled : t.statusConfirmed}</S.Status>
        </dd>
      </DescriptionList>
      {onCancel && !isCancelled ? (
        <S.Actions>
          <Button variant="danger" isPending={isCancelling} onPress={() => onCancel(booking.id)}>
            {t.cancel}
          </Button>
        </S.Actions>
      ) : null}
    </S.Root>
  );
}
