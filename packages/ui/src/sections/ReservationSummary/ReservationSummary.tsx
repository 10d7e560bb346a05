import { forwardRef, useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { isCalendarDate, nightsBetween } from '@hotel/booking-rules';
import { BreakableEmail } from '../../components/BreakableEmail';
import { totalPrice } from '../../logic/price';
import {
  reservationValidationMessages,
  validateReservationTotal,
  type ReservationValidationMessages,
} from '../../logic/validation/reservationValidation';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { DescriptionList } from '../../primitives/DescriptionList';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Spinner } from '../../primitives/Spinner';
import { useFormat } from '../../provider/useFormat';
import { NightlyPrices, type NightlyPricesMessages } from '../../components/NightlyPrices';
import type { ReservationView, StayPriceView } from '../../types/views';
import { reservationSummaryMessages, type ReservationSummaryMessages } from './ReservationSummary.messages';
import * as S from './ReservationSummary.styles';

export type ReservationSummaryProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** What the reservation form emitted. */
  reservation: ReservationView;
  /** The room's one price per night: the total is nights × it. Ignored when `stayPrice` is given. */
  pricePerNight?: number;
  /** The stay priced night by night (e.g. the server's quote): its nights are listed and its total is the total. */
  stayPrice?: StayPriceView;
  /**
   * The total shown before, when `stayPrice` has changed since (the rates changed between Continue and Confirm): a
   * warning names both, so the guest confirms the new price knowingly.
   */
  previousTotalPrice?: number;
  /** Confirm Booking: not offered while the total is not positive, ignored while confirming. */
  onConfirm: () => void;
  /** Shows an 'Edit reservation' button, e.g. to return to the form. */
  onEdit?: () => void;
  /** Shows the spinner with 'Booking Confirmed, redirecting to payment...' and blocks the buttons. */
  isConfirming?: boolean;
  /**
   * Moves focus to the heading when the summary appears (after Continue), which also scrolls it into view on a
   * small screen where it opens below the form.
   */
  focusOnMount?: boolean;
  /** Outline level of the 'Reservation Summary' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ReservationSummaryMessages>;
  nightlyPricesMessages?: Partial<NightlyPricesMessages>;
  /** Overrides of the `ReservationValidation` texts (the summary uses `totalNotPositive`). */
  validationMessages?: Partial<ReservationValidationMessages>;
};

/**
 * 'Reservation Summary': the guest, the stay and the total payment — the price of each night and their total when
 * `stayPrice` is given, else nights × price per night — with 'Confirm Booking & proceed to payment'. A total that is
 * not positive shows the spec's error instead.
 */
export const ReservationSummary = forwardRef<HTMLElement, ReservationSummaryProps>(function ReservationSummary({
  reservation,
  pricePerNight = 0,
  stayPrice,
  previousTotalPrice,
  onConfirm,
  onEdit,
  isConfirming = false,
  focusOnMount = false,
  headingLevel = 2,
  messages,
  nightlyPricesMessages,
  validationMessages,
  ...rest
}, ref) {
  const t = useMessages('ReservationSummary', reservationSummaryMessages, messages);
  const vm = useMessages('ReservationValidation', reservationValidationMessages, validationMessages);
  const { formatDate, formatMoney } = useFormat();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
    // Only when the summary appears: re-renders while it stays must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { checkInDate, checkOutDate } = reservation;
  const nights = isCalendarDate(checkInDate) && isCalendarDate(checkOutDate) ? nightsBetween(checkInDate, checkOutDate) : 0;
  const total = stayPrice ? stayPrice.totalPrice : totalPrice(pricePerNight, nights);
  const totalError = validateReservationTotal(total, vm);

  return (
    <S.Root aria-labelledby={headingId} aria-busy={isConfirming || undefined} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </Heading>
      <DescriptionList>
        <dt>{t.nameLabel}</dt>
        <dd>{reservation.guestFullName}</dd>
        <dt>{t.emailLabel}</dt>
        <dd>
          <BreakableEmail email={reservation.guestEmail} />
        </dd>
        <dt>{t.checkInLabel}</dt>
        <dd>{formatDate(reservation.checkInDate, 'booking')}</dd>
        <dt>{t.checkOutLabel}</dt>
        <dd>{formatDate(reservation.checkOutDate, 'booking')}</dd>
        <dt>{t.nightsLabel}</dt>
        <dd>{nights}</dd>
        <dt>{t.adultsLabel}</dt>
        <dd>{reservation.numOfAdults}</dd>
        <dt>{t.childrenLabel}</dt>
        <dd>{reservation.numOfChildren}</dd>
      </DescriptionList>
      {totalError ? (
        <Alert tone="danger">{totalError}</Alert>
      ) : (
        <S.TotalBlock>
          <S.Total>
            <dt>{t.totalLabel}</dt>
            <dd>{formatMoney(total)}</dd>
          </S.Total>
          {stayPrice ? (
            <NightlyPrices nights={stayPrice.nights} messages={nightlyPricesMessages} />
          ) : (
            <S.Breakdown>{formatMessage(t.totalBreakdown, { nights, price: formatMoney(pricePerNight) })}</S.Breakdown>
          )}
        </S.TotalBlock>
      )}
      {previousTotalPrice !== undefined && previousTotalPrice !== total ? (
        <Alert tone="warning">{formatMessage(t.priceChanged, { total: formatMoney(total), previous: formatMoney(previousTotalPrice) })}</Alert>
      ) : null}
      {isConfirming ? (
        <S.Confirming>
          <Spinner label={t.confirming} showLabel />
        </S.Confirming>
      ) : null}
      <S.Actions>
        {onEdit ? (
          <Button variant="secondary" disabled={isConfirming} onPress={onEdit}>
            {t.edit}
          </Button>
        ) : null}
        {totalError ? null : (
          <Button isPending={isConfirming} onPress={onConfirm}>
            {t.confirm}
          </Button>
        )}
      </S.Actions>
    </S.Root>
  );
});
