import { forwardRef, useId, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import type { BookingView } from '../../types/views';
import { BookingInfo, type BookingInfoMessages } from '../BookingInfo';
import { findBookingMessages, type FindBookingMessages } from './FindBooking.messages';
import { SectionStatus } from '../SectionStatus';
import * as S from './FindBooking.styles';

/** 'idle' before a search, 'searching', 'error', 'found' (shows `booking`), 'cancelled' after a cancellation. */
export type FindBookingStatus = 'idle' | 'searching' | 'error' | 'found' | 'cancelled';

export type FindBookingProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  status: FindBookingStatus;
  /** The booking found, shown when `status` is 'found'. */
  booking?: BookingView;
  /** The failure's text from the app (e.g. 'Error: ' and the server's message), shown as is when `status` is 'error'. */
  error?: string;
  /** Offers Retry beside the failure (e.g. when the hotel could not be reached); the app looks the code up again. */
  onRetry?: () => void;
  /** Initial code in the input (e.g. from a link). */
  defaultCode?: string;
  /** Called with the trimmed, non-empty code. */
  onFind: (confirmationCode: string) => void;
  /** Cancel Booking on the found booking, with its id. */
  onCancel: (bookingId: number) => void;
  /** Shows Cancel Booking as pending. */
  isCancelling?: boolean;
  /** Outline level of the 'Find My Booking' heading ('Booking Information' is one below). Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<FindBookingMessages>;
  /** Texts of the booking details. */
  bookingInfoMessages?: Partial<BookingInfoMessages>;
};

/**
 * Find My Booking: a confirmation code lookup with its idle, searching, error and found states,
 * and cancelling the found booking. When `status` turns 'cancelled' the input is cleared and focus moves to the
 * success message (the Cancel button it was on is gone).
 */
export const FindBooking = forwardRef<HTMLElement, FindBookingProps>(function FindBooking({
  status,
  booking,
  error,
  onRetry,
  defaultCode = '',
  onFind,
  onCancel,
  isCancelling = false,
  headingLevel = 2,
  messages,
  bookingInfoMessages,
  ...rest
}, ref) {
  const t = useMessages('FindBooking', findBookingMessages, messages);
  const headingId = useId();
  const [code, setCode] = useState(defaultCode);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [previousStatus, setPreviousStatus] = useState(status);
  const cancelledRef = useRef<HTMLDivElement>(null);
  const lastStatus = useRef(status);

  // Cancelling clears the form.
  if (status !== previousStatus) {
    setPreviousStatus(status);
    if (status === 'cancelled') setCode('');
  }

  useLayoutEffect(() => {
    if (status === 'cancelled' && lastStatus.current !== 'cancelled') cancelledRef.current?.focus();
    lastStatus.current = status;
  }, [status]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError(t.codeRequired);
      const input = event.currentTarget.elements.namedItem('confirmationCode');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setCodeError(undefined);
    onFind(trimmed);
  };

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <S.Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <S.Form role="search" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
        <TextField
          label={t.codeLabel}
          name="confirmationCode"
          placeholder={t.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (codeError && value.trim()) setCodeError(undefined);
          }}
          error={codeError}
        />
        <Button type="submit" isPending={status === 'searching'}>
          {t.find}
        </Button>
      </S.Form>
      {status === 'idle' ? <S.Idle>{t.idle}</S.Idle> : null}
      {status === 'searching' ? <Spinner label={t.searching} showLabel /> : null}
      {/* A new validation message replaces the previous search's error rather than showing beside it. */}
      {status === 'error' && !codeError ? <SectionStatus status="error" error={error} onRetry={onRetry} /> : null}
      {status === 'cancelled' ? (
        <Alert tone="success" ref={cancelledRef} tabIndex={-1}>
          {t.cancelled}
        </Alert>
      ) : null}
      {status === 'found' && booking ? (
        <BookingInfo
          booking={booking}
          onCancel={onCancel}
          isCancelling={isCancelling}
          headingLevel={subLevel}
          messages={bookingInfoMessages}
        />
      ) : null}
    </S.Root>
  );
});
