import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { bookRoom, getRoomById } from '@hotel/api-client';
import { ReservationForm, ReservationSummary, RoomDetails, SplitLayout, toIsoDate, type ReservationView } from '@hotel/ui';
import { paths } from '../app/paths';
import { placeholderImageUrl, timings } from '../config/timings';
import { useIsMounted, useUnmountSignal } from '../async/useIsMounted';
import { loadStatus, usePromise } from '../async/usePromise';
import { atLeast, deferred, wait } from '../async/wait';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail, serverMessageOr } from '../mappers/errorMessage';
import type { BookingSuccessState } from '../mappers/navigationState';
import { parseRoomId } from '../mappers/routeParams';
import { toBookingRequest, toRoomView } from '../mappers/views';
import { readSession } from '../session/session';
import { useSession } from '../session/useSession';

/** The room, shown no sooner than the spec's 1 s delay (the delay and the call run together). */
export function bookRoomLoader({ params, request }: LoaderFunctionArgs) {
  // Logged-out visitors are sent to /login by the route guard; nothing to load for them.
  if (!readSession()) return { room: null };
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const room = roomId === null ? Promise.reject(new Error(errorMessages.roomNotFound)) : getRoomById(roomId, { signal });
  return { room: deferred(atLeast(timings.roomDetailLoadDelayMs, room, signal).then(toRoomView)) };
}

export function BookRoomRoute() {
  const { room } = useLoaderData<typeof bookRoomLoader>();
  // The guard renders this route only with a session; the loader ran with it too.
  return room ? <BookRoom roomPromise={room} /> : null;
}

function BookRoom({ roomPromise }: { roomPromise: Promise<ReturnType<typeof toRoomView>> }) {
  const roomState = usePromise(roomPromise);
  const session = useSession();
  const navigate = useNavigate();
  const isMounted = useIsMounted();
  const unmountSignal = useUnmountSignal();
  const [reservation, setReservation] = useState<ReservationView | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const room = roomState.status === 'fulfilled' ? roomState.value : undefined;

  /** Spec §4: the spinner for 3 s, then the booking call, then one navigation with its result. */
  const confirm = async () => {
    if (!room || !reservation || isConfirming) return;
    setIsConfirming(true);
    try {
      await wait(timings.reservationRedirectMs, unmountSignal());
    } catch {
      return; // the user left during the wait: nothing was submitted
    }
    let result: BookingSuccessState;
    try {
      const created = await bookRoom(room.id, toBookingRequest(reservation));
      result = { message: created.message, confirmationCode: created.bookingConfirmationCode };
    } catch (error) {
      result = { error: serverMessageOr(error, errorMessages.bookRoom) };
    }
    if (isMounted()) navigate(paths.bookingSuccess, { state: result });
  };

  return (
    <SplitLayout
      start={
        <RoomDetails
          status={loadStatus(roomState)}
          room={room}
          error={roomState.status === 'rejected' ? bestDetail(roomState.error) : undefined}
          placeholderImageUrl={placeholderImageUrl}
          headingLevel={1}
        />
      }
      end={
        roomState.status === 'rejected' ? null : (
          <>
            <ReservationForm
              today={toIsoDate(new Date())}
              defaultValues={{ guestEmail: session?.userId ?? '' }}
              isSubmitting={isConfirming}
              onContinue={setReservation}
            />
            {room && reservation ? (
              <ReservationSummary
                reservation={reservation}
                pricePerNight={room.roomPrice}
                isConfirming={isConfirming}
                onConfirm={() => void confirm()}
              />
            ) : null}
          </>
        )
      }
    />
  );
}
