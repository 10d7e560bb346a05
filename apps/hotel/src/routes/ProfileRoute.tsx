import { lazy, Suspense } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { changePassword, deleteUser, getBookingsByUserId, getUser, logoutAll } from '@hotel/api-client';
import { Profile, serverNoticesMessages, useMessages } from '@hotel/ui';
import { paths } from '../config/paths';
import { loadStatus, usePromise } from '../async/usePromise';
import { useRetryable } from '../async/useRetryable';
import { deferred } from '../async/wait';
import { requireUser } from '../shared/guards';
import { useAction } from '../async/useAction';
import { useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useShownDetail, useShownMessage } from '../mappers/serverErrorText';
import type { HomeState } from '../mappers/navigationState';
import { bookingViewer, toBookingView } from '../mappers/bookingViews';
import { toUserView } from '../mappers/views';
import { clearSession, saveSession } from '../session/session';

// With Login's chunk (see LoginRoute.tsx): the home page's first JavaScript stays within its budget.
const AccountSecurity = lazy(() => import('./LoginRoute').then((m) => ({ default: m.AccountSecurity })));

const loadBookings = (userId: string, signal: AbortSignal) =>
  getBookingsByUserId(userId, { signal }).then((list) => list.map((booking) => toBookingView(booking, bookingViewer(false))));

/** The user and their bookings, requested together. */
export const profileLoader = requireUser(({ request }, { userId }) => {
  const { signal } = request;
  return {
    userId,
    user: deferred(getUser(userId, { signal }).then(toUserView)),
    bookings: deferred(loadBookings(userId, signal)),
  };
});

export function ProfileRoute() {
  const data = useLoaderData<typeof profileLoader>();
  const user = usePromise(data.user);
  // The bookings can fail alone: their Retry reloads them only, the user staying on screen.
  const [bookingsPromise, retryBookings] = useRetryable(data.bookings, (signal) => loadBookings(data.userId, signal));
  const bookings = usePromise(bookingsPromise);
  const navigate = useNavigate();
  const notices = useMessages('ServerNotices', serverNoticesMessages);
  // Called after the kit's confirmation dialog. Unlike the original (which cleared the session whatever happened),
  // a refused closure keeps the session.
  const closeAccount = useAction(() => deleteUser(data.userId), {
    onSuccess: async () => {
      // Spec §4: home, then a fresh page load. Leave this guarded page before clearing the session, or its guard
      // would send it to /login first. The server's text, in the reader's language, is home's notice (navigation
      // state survives the reload).
      await navigate(paths.home, { replace: true, state: { message: notices.accountClosed } satisfies HomeState });
      clearSession();
      window.location.reload();
    },
  });
  const { outcome } = closeAccount;
  // The server ends every other session and answers a fresh token for this one.
  const newPassword = useAction(changePassword, { onSuccess: ({ token }) => void saveSession(token) });
  // Every session ends, this one too: to /login, as after Logout.
  const logOutEverywhere = useAction(() => logoutAll(), {
    onSuccess: async () => {
      await navigate(paths.login, { replace: true });
      clearSession();
    },
  });
  const { revalidate } = useRevalidator();
  const failureText = useFailureText();
  const shownMessage = useShownMessage();
  const shownDetail = useShownDetail();
  const t = useServerErrorMessages();
  const describe = (error: unknown) => failureText(error, shownDetail(error));
  const actionFailure = (failed: { status: string; error?: unknown } | null, specText: string) =>
    failed?.status === 'error' ? failureText(failed.error, shownMessage(failed.error, specText)) : undefined;

  // Both requests run together; the page shows once both have answered, so the history never flashes empty. A retry
  // of the bookings alone shows their own spinner.
  const isFirstBookingsLoad = bookingsPromise === data.bookings;
  const status =
    user.status === 'rejected'
      ? 'error'
      : user.status === 'pending' || (bookings.status === 'pending' && isFirstBookingsLoad)
        ? 'loading'
        : 'ready';
  return (
    <>
      <Profile
        status={status}
        user={user.status === 'fulfilled' ? user.value : undefined}
        error={user.status === 'rejected' ? describe(user.error) : undefined}
        onRetry={revalidate}
        bookings={bookings.status === 'fulfilled' ? bookings.value : []}
        bookingsStatus={loadStatus(bookings)}
        bookingsError={bookings.status === 'rejected' ? failureText(bookings.error, t.fetchUserBookingsFailed) : undefined}
        onRetryBookings={retryBookings}
        onCloseAccount={closeAccount.run}
        isClosingAccount={closeAccount.pending !== null}
        closeAccountError={outcome?.status === 'error' ? describe(outcome.error) : undefined}
        headingLevel={1}
      />
      <Suspense fallback={null}>
        <AccountSecurity
          onChangePassword={newPassword.run}
          isChangingPassword={newPassword.pending !== null}
          showPasswordChanged={newPassword.outcome?.status === 'success'}
          changePasswordError={actionFailure(newPassword.outcome, t.changePasswordFailed)}
          onLogOutEverywhere={logOutEverywhere.run}
          isLoggingOutEverywhere={logOutEverywhere.pending !== null}
          logOutEverywhereError={actionFailure(logOutEverywhere.outcome, t.logOutEverywhereFailed)}
        />
      </Suspense>
    </>
  );
}
