import { useId, useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { deleteUser, getBookingsByUserId, getUser } from '@hotel/api-client';
import {
  Alert,
  Button,
  Card,
  datePatterns,
  Heading,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeaderCell,
  TableRow,
  useFormat,
  type BookingView,
  type UserView,
} from '@hotel/ui';
import { paths } from '../app/paths';
import { useIsMounted } from '../async/useIsMounted';
import { usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { errorMessages } from '../messages/errorMessages';
import { screenMessages } from '../messages/screenMessages';
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
  return data ? <Profile data={data} /> : null;
}

function Profile({ data }: { data: ProfileData }) {
  const t = screenMessages.profile;
  const user = usePromise(data.user);
  const bookings = usePromise(data.bookings);
  return (
    <Stack gap={6}>
      <Heading level={1}>{t.heading}</Heading>
      {user.status === 'pending' ? <Spinner label={t.loading} showLabel /> : null}
      {user.status === 'rejected' ? <Alert tone="danger">{bestDetail(user.error)}</Alert> : null}
      {user.status === 'fulfilled' ? <UserInformation user={user.value} /> : null}
      {bookings.status === 'rejected' ? <Alert tone="danger">{errorMessages.fetchUserBookings}</Alert> : null}
      {bookings.status === 'fulfilled' ? <BookingHistory bookings={bookings.value} /> : null}
      {user.status === 'fulfilled' ? <CloseAccount userId={data.userId} /> : null}
    </Stack>
  );
}

function UserInformation({ user }: { user: UserView }) {
  const t = screenMessages.profile;
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <Stack gap={3}>
        <Heading level={2} id={headingId}>
          {t.userHeading}
        </Heading>
        <dl>
          <dt>{t.idLabel}</dt>
          <dd>{user.id}</dd>
          <dt>{t.firstNameLabel}</dt>
          <dd>{user.firstName}</dd>
          <dt>{t.lastNameLabel}</dt>
          <dd>{user.lastName}</dd>
          <dt>{t.emailLabel}</dt>
          <dd>{user.email}</dd>
          <dt>{t.rolesLabel}</dt>
          <dd>
            <ul>
              {user.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </Stack>
    </Card>
  );
}

function BookingHistory({ bookings }: { bookings: readonly BookingView[] }) {
  const t = screenMessages.profile;
  const { formatDate } = useFormat();
  const columns = [t.bookingId, t.roomId, t.roomType, t.checkIn, t.checkOut, t.confirmationCode, t.status];
  return (
    <Table caption={t.historyHeading}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column} scope="col">
              {column}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {bookings.length === 0 ? <TableEmptyRow colSpan={columns.length}>{t.noBookings}</TableEmptyRow> : null}
        {bookings.map((booking) => (
          <TableRow key={booking.id}>
            <TableCell align="end">{booking.id}</TableCell>
            <TableCell align="end">{booking.roomId}</TableCell>
            <TableCell>{booking.roomType}</TableCell>
            <TableCell>{formatDate(booking.checkInDate, datePatterns.booking)}</TableCell>
            <TableCell>{formatDate(booking.checkOutDate, datePatterns.booking)}</TableCell>
            <TableCell>{booking.confirmationCode}</TableCell>
            <TableCell>{booking.status === 'CANCELLED' ? t.statusCancelled : t.statusConfirmed}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Close account: asks first (spec §5's prompt), then closes it, clears the session and reloads at home. */
function CloseAccount({ userId }: { userId: string }) {
  const t = screenMessages.profile;
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const [isAsking, setIsAsking] = useState(false);
  const [isClosing, setIsClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = async () => {
    setIsClosing(true);
    setError(null);
    try {
      await deleteUser(userId);
    } catch (failure) {
      // Unlike the original (which cleared the session whatever happened), a refused closure keeps the account.
      if (!isMounted()) return;
      setError(bestDetail(failure));
      setIsClosing(false);
      setIsAsking(false);
      return;
    }
    // Spec §4: home, then a fresh page load. Leave this guarded page before clearing the session, or its guard
    // would send it to /login first.
    await navigate(paths.home, { replace: true });
    clearSession();
    window.location.reload();
  };

  return (
    <Stack gap={3} align="start">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {isAsking ? (
        <Alert tone="warning">
          <Stack gap={3}>
            <span>{t.confirmPrompt}</span>
            <Stack direction="row" gap={3} wrap="wrap">
              <Button variant="danger" isPending={isClosing} onPress={() => void close()}>
                {t.confirmYes}
              </Button>
              <Button variant="secondary" disabled={isClosing} onPress={() => setIsAsking(false)}>
                {t.confirmNo}
              </Button>
            </Stack>
          </Stack>
        </Alert>
      ) : (
        <Button variant="danger" onPress={() => setIsAsking(true)}>
          {t.closeAccount}
        </Button>
      )}
    </Stack>
  );
}
