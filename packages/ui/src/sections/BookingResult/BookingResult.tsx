import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { useFormat } from '../../provider/useFormat';
import { NightlyPrices, type NightlyPricesMessages } from '../../components/NightlyPrices';
import type { PricedNightView } from '../../types/views';
import { bookingResultMessages, type BookingResultMessages } from './BookingResult.messages';
import * as S from './BookingResult.styles';

/**
 * What booking a room gave: the server's message, and on success what the app has of the confirmation code, the
 * total and the nights with the prices they were booked at.
 */
export type BookingOutcome =
  | { kind: 'success'; message: string; confirmationCode?: string; totalPrice?: number; nights?: readonly PricedNightView[] }
  | { kind: 'error'; message: string };

export type BookingResultProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  outcome: BookingOutcome;
  /** Shows a 'Find my booking' link. */
  findBookingHref?: string;
  /** Shows a 'Back to home' link. */
  homeHref?: string;
  /** Outline level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<BookingResultMessages>;
  nightlyPricesMessages?: Partial<NightlyPricesMessages>;
};

/** The booking success screen: 'Booking Success!' or 'Error Booking Room!' with the returned text. */
export const BookingResult = forwardRef<HTMLElement, BookingResultProps>(function BookingResult(
  { outcome, findBookingHref, homeHref, headingLevel = 2, messages, nightlyPricesMessages, ...rest },
  ref,
) {
  const t = useMessages('BookingResult', bookingResultMessages, messages);
  const headingId = useId();
  const codeLabelId = useId();
  const { formatMoney } = useFormat();
  const isSuccess = outcome.kind === 'success';
  const code = outcome.kind === 'success' ? outcome.confirmationCode : undefined;
  const total = outcome.kind === 'success' ? outcome.totalPrice : undefined;
  const nights = outcome.kind === 'success' ? outcome.nights : undefined;

  return (
    <S.Root aria-labelledby={headingId} data-outcome={outcome.kind} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {isSuccess ? t.successHeading : t.errorHeading}
      </Heading>
      <Alert tone={isSuccess ? 'success' : 'danger'}>{outcome.message}</Alert>
      {code ? (
        <S.CodeBlock role="group" aria-labelledby={codeLabelId}>
          <S.CodeLabel id={codeLabelId}>{t.codeLabel}</S.CodeLabel>
          <S.Code>{code}</S.Code>
          <S.Hint>{t.codeHint}</S.Hint>
        </S.CodeBlock>
      ) : null}
      {total !== undefined ? <S.Total>{formatMessage(t.total, { amount: formatMoney(total) })}</S.Total> : null}
      {nights?.length ? <NightlyPrices nights={nights} messages={nightlyPricesMessages} /> : null}
      {findBookingHref || homeHref ? (
        <S.Links>
          {findBookingHref ? (
            <Link href={findBookingHref} variant="primary">
              {t.findBooking}
            </Link>
          ) : null}
          {homeHref ? (
            <Link href={homeHref} variant="secondary">
              {t.home}
            </Link>
          ) : null}
        </S.Links>
      ) : null}
    </S.Root>
  );
});
