import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { BreakableEmail } from '../../components/BreakableEmail';
import { ConfirmDialog, useConfirmation } from '../../components/ConfirmDialog';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import type { BookingView, LoadStatus, UserView } from '../../types/views';
import { BookingHistoryTable, type BookingHistoryTableMessages } from '../BookingHistoryTable';
import { SectionStatus } from '../SectionStatus';
import { profileMessages, type ProfileMessages } from './Profile.messages';
import * as S from './Profile.styles';

export type ProfileProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** 'loading' shows 'Loading user data...', 'error' the `error` text in red, 'ready' the user and bookings. */
  status: LoadStatus;
  user?: UserView;
  /** The failure's text from the app for a failed user fetch, shown as is. */
  error?: string;
  /** Offers Retry beside a failed load (`status` 'error'); the app loads the data again. */
  onRetry?: () => void;
  /** The user's bookings, for the Booking History table. */
  bookings: BookingView[];
  /**
   * The bookings' own load, once the user is shown (e.g. after Retry): 'loading' shows a spinner and 'error' the
   * failure instead of the table. Default 'ready'.
   */
  bookingsStatus?: LoadStatus;
  /** The app's text for a failed bookings fetch, shown as is instead of the table. */
  bookingsError?: string;
  /** Offers Retry beside failed bookings (`bookingsStatus` 'error'); the app loads them again. */
  onRetryBookings?: () => void;
  /** Called only after the user confirms in the dialog. */
  onCloseAccount: () => void;
  /** Shows Close account as pending. */
  isClosingAccount?: boolean;
  /** The app's text when closing the account failed. */
  closeAccountError?: string;
  /** Outline level of the 'User Information' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ProfileMessages>;
  bookingHistoryMessages?: Partial<BookingHistoryTableMessages>;
};

/**
 * The profile: user information with a placeholder avatar, the Booking History table,
 * and 'Close account' behind the kit's ConfirmDialog (focus goes into it and back, Escape keeps the account).
 */
export const Profile = forwardRef<HTMLElement, ProfileProps>(function Profile({
  status,
  user,
  error,
  onRetry,
  bookings,
  bookingsStatus = 'ready',
  bookingsError,
  onRetryBookings,
  onCloseAccount,
  isClosingAccount = false,
  closeAccountError,
  headingLevel = 2,
  messages,
  bookingHistoryMessages,
  ...rest
}, ref) {
  const t = useMessages('Profile', profileMessages, messages);
  const headingId = useId();
  const confirmation = useConfirmation<void>(onCloseAccount);

  if (status !== 'ready' || !user) {
    const shown = status === 'loading' ? 'loading' : 'error';
    return (
      <S.Root aria-busy={shown === 'loading' || undefined} ref={ref} {...rest}>
        <SectionStatus status={shown} error={error} loading={t.loading} onRetry={onRetry} />
      </S.Root>
    );
  }

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <S.Root aria-labelledby={headingId} ref={ref} {...rest}>
      <S.Card>
        <S.Avatar viewBox="0 0 64 64" role="img" aria-label={formatMessage(t.avatarLabel, { name: fullName })}>
          <circle cx="32" cy="24" r="11" fill="currentColor" />
          <path d="M12 54c2-11 10-17 20-17s18 6 20 17z" fill="currentColor" />
        </S.Avatar>
        <S.Details>
          <Heading level={headingLevel} id={headingId}>
            {t.heading}
          </Heading>
          <S.Facts>
            <dt>{t.idLabel}</dt>
            <dd>{user.id}</dd>
            <dt>{t.firstNameLabel}</dt>
            <dd>{user.firstName}</dd>
            <dt>{t.lastNameLabel}</dt>
            <dd>{user.lastName}</dd>
            <dt>{t.emailLabel}</dt>
            <dd>
              <BreakableEmail email={user.email} />
            </dd>
            <dt>{t.rolesLabel}</dt>
            <dd>
              <S.Roles>
                {user.roles.map((role) => (
                  <li key={role}>{role}</li>
                ))}
              </S.Roles>
            </dd>
          </S.Facts>
        </S.Details>
      </S.Card>
      {bookingsStatus === 'ready' && !bookingsError ? (
        <BookingHistoryTable bookings={bookings} messages={bookingHistoryMessages} />
      ) : (
        <SectionStatus status={bookingsStatus} error={bookingsError} loading={t.bookingsLoading} onRetry={onRetryBookings} />
      )}
      <S.Actions>
        <Button variant="danger" isPending={isClosingAccount} onPress={() => confirmation.ask()}>
          {t.closeAccount}
        </Button>
        {closeAccountError ? <Alert tone="danger">{closeAccountError}</Alert> : null}
      </S.Actions>
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={t.confirmTitle}
        description={t.confirmText}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmNo}
        headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
      />
    </S.Root>
  );
});
