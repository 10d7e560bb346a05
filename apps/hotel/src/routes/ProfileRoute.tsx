import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { deleteUser, getBookingsByUserId, getUser } from '@hotel/api-client';
import { Profile } from '@hotel/ui';
import { paths } from '../app/paths';
import { usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireUser } from '../app/guards';
import { useAction } from '../async/useAction';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail, useFailureText } from '../mappers/errorMessage';
import type { HomeState } from '../mappers/navigationState';
import { toBookingView, toUserView } from '../mappers/views';
import { clearSession } from '../session/session';

/** The user and their bookings, requested together. */
export const profileLoader = requireUser(({ request }, { userId }) => {
  const { signal } = request;
  return {
    userId,
    user: deferred(getUser(userId, { signal }).then(toUserView)),
    bookings: deferred(getBookingsByUserId(userId, { signal }).then((list) => list.map(toBookingView))),
  };
});

export function ProfileRoute() {
  const data = useLoaderData<typeof profileLoader>();
  const user = usePromise(data.user);
  const bookings = usePromise(data.bookings);
  const navigate = useNavigate();
  // Called after the kit's confirmation dialog. Unlike the original (which cleared the session whatever happened),
  // a refused closure keeps the session.
  const closeAccount = useAction(() => deleteUser(data.userId), {
    onSuccess: async ({ message }) => {
      // Spec §4: home, then a fresh page load. Leave this guarded page before clearing the session, or its guard
      // would send it to /login first. The server's text is home's notice (navigation state survives the reload).
      await navigate(paths.home, { replace: true, state: { message } satisfies HomeState });
      clearSession();
      window.location.reload();
    },
  });
  const { outcome } = closeAccount;
  const { revalidate } = useRevalidator();
  const failureText = useFailureText();
  const describe = (error: unknown) => failureText(error, bestDetail(error));

  // Both requests run together; the page shows once both have answered, so the history never flashes empty.
  const status =
    user.status === 'rejected' ? 'error' : user.status === 'pending' || bookings.status === 'pending' ? 'loading' : 'ready';
  return (
    <Profile
      status={status}
      user={user.status === 'fulfilled' ? user.value : undefined}
      error={user.status === 'rejected' ? describe(user.error) : undefined}
      onRetry={revalidate}
      bookings={bookings.status === 'fulfilled' ? bookings.value : []}
      bookingsError={bookings.status === 'rejected' ? errorMessages.fetchUserBookings : undefined}
      onCloseAccount={closeAccount.run}
      isClosingAccount={closeAccount.pending !== null}
      closeAccountError={outcome?.status === 'error' ? describe(outcome.error) : undefined}
      headingLevel={1}
    />
  );
}
