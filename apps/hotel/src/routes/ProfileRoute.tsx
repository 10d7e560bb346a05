import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { deleteUser, getBookingsByUserId, getUser } from '@hotel/api-client';
import { Profile } from '@hotel/ui';
import { paths } from '../app/paths';
import { useIsMounted } from '../async/useIsMounted';
import { usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail } from '../mappers/errorMessage';
import { toBookingView, toUserView } from '../mappers/views';
import { clearSession, readSession } from '../session/session';

/** The user and their bookings, requested together. */
export function profileLoader({ request }: LoaderFunctionArgs) {
  const session = readSession();
  if (!session) return null; // the guard sends the visitor to /login
  const { signal } = request;
  return {
    userId: session.userId,
    user: deferred(getUser(session.userId, { signal }).then(toUserView)),
    bookings: deferred(getBookingsByUserId(session.userId, { signal }).then((list) => list.map(toBookingView))),
  };
}

type ProfileData = NonNullable<ReturnType<typeof profileLoader>>;

export function ProfileRoute() {
  const data = useLoaderData<typeof profileLoader>();
  return data ? <ProfileScreen data={data} /> : null;
}

function ProfileScreen({ data }: { data: ProfileData }) {
  const user = usePromise(data.user);
  const bookings = usePromise(data.bookings);
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const [isClosing, setIsClosing] = useState(false);
  const [closeError, setCloseError] = useState<string>();

  /** Called after the kit's confirmation dialog. */
  const closeAccount = async () => {
    if (isClosing) return;
    setIsClosing(true);
    setCloseError(undefined);
    try {
      await deleteUser(data.userId);
    } catch (failure) {
      // Unlike the original (which cleared the session whatever happened), a refused closure keeps the session.
      if (!isMounted()) return;
      setCloseError(bestDetail(failure));
      setIsClosing(false);
      return;
    }
    // Spec §4: home, then a fresh page load. Leave this guarded page before clearing the session, or its guard
    // would send it to /login first.
    await navigate(paths.home, { replace: true });
    clearSession();
    window.location.reload();
  };

  // Both requests run together; the page shows once both have answered, so the history never flashes empty.
  const status =
    user.status === 'rejected' ? 'error' : user.status === 'pending' || bookings.status === 'pending' ? 'loading' : 'ready';
  return (
    <Profile
      status={status}
      user={user.status === 'fulfilled' ? user.value : undefined}
      error={user.status === 'rejected' ? bestDetail(user.error) : undefined}
      bookings={bookings.status === 'fulfilled' ? bookings.value : []}
      bookingsError={bookings.status === 'rejected' ? errorMessages.fetchUserBookings : undefined}
      onCloseAccount={() => void closeAccount()}
      isClosingAccount={isClosing}
      closeAccountError={closeError}
      headingLevel={1}
    />
  );
}
