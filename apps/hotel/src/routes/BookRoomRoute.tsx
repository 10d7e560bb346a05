import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import { bookRoom, getRoomBookedNights, getRoomById } from '@hotel/api-client';
import {
  ReservationForm,
  ReservationSummary,
  RoomDetails,
  SplitLayout,
  type ReservationAvailability,
  type ReservationView,
  type RoomView,
} from '@hotel/ui';
import { loadHotelToday, useHotelToday } from '../shared/hotelToday';
import { paths } from '../config/paths';
import { placeholderImageUrl, timings } from '../config/timings';
import { useUnmountSignal } from '../async/useUnmountSignal';
import { loadStatus, usePromise } from '../async/usePromise';
import { atLeast, deferred, wait } from '../async/wait';
import { requireUser } from '../shared/guards';
import { useAction } from '../async/useAction';
import { errorMessages } from '../messages/errorMessages';
import { toRoomCalendar, type RoomCalendarView } from '../mappers/bookedNights';
import { bestDetail, errorCode, isAbortError, serverMessageOr, useFailureText } from '../mappers/errorMessage';
import type { BookingSuccessState } from '../mappers/screenState';
import { parseRoomId } from '../mappers/routeParams';
import { readStayParams } from '../mappers/stayParams';
import { toBookingRequest, toRoomView } from '../mappers/views';
import { useSession } from '../session/useSession';
import { useRoomSearch } from '../shared/useRoomSearch';
import { LazyAvailabilityCalendar } from './LazyAvailabilityCalendar';

/**
 * The room, shown no sooner than the spec's 1 s delay (the delay and the call run together), the hotel's date, and
 * the room's booked nights for its calendar (the server's default window: a year from the hotel's date, so the read
 * needs no date first and the page can announce it; see routePreloads).
 */
export const bookRoomLoader = requireUser(({ params, request }) => {
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const room = roomId === null ? Promise.reject(new Error(errorMessages.roomNotFound)) : getRoomById(roomId, { signal });
  const calendar =
    roomId === null ? Promise.reject(new Error(errorMessages.roomNotFound)) : getRoomBookedNights(roomId, undefined, { signal }).then(toRoomCalendar);
  return {
    room: deferred(atLeast(timings.roomDetailLoadDelayMs, room, signal).then(toRoomView)),
    today: loadHotelToday(signal),
    calendar: deferred(calendar),
  };
});

/** Spec §4: the spinner for 3 s, then the booking call. */
async function book(roomId: number, reservation: ReservationView, signal: AbortSignal): Promise<BookingSuccessState> {
  await wait(timings.reservationRedirectMs, signal); // rejects when the user leaves first: nothing is submitted
  // One key per confirmation: if the answer is lost and the request is retried, the server books once.
  const created = await bookRoom(roomId, toBookingRequest(reservation), { 'idempotency-key': crypto.randomUUID() });
  return { message: created.message, confirmationCode: created.bookingConfirmationCode, totalPrice: created.totalPrice };
}

export function BookRoomRoute() {
  const { room: roomPromise, today: todayPromise, calendar: calendarPromise } = useLoaderData<typeof bookRoomLoader>();
  const roomState = usePromise(roomPromise);
  // Losing a race at Confirm (another guest booked the nights since Continue) reads the booked nights again, so the
  // calendar shows the taken nights.
  const [calendarAfterRace, setCalendarAfterRace] = useState<Promise<RoomCalendarView> | null>(null);
  const calendarState = usePromise(calendarAfterRace ?? calendarPromise);
  const today = useHotelToday(todayPromise);
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const unmountSignal = useUnmountSignal();
  const { revalidate } = useRevalidator();
  const failureText = useFailureText();
  const room = roomState.status === 'fulfilled' ? roomState.value : undefined;

  // Continue: the summary appears only once the server says the room is free for exactly this stay.
  const [candidate, setCandidate] = useState<{ reservation: ReservationView; room: RoomView } | null>(null);
  const check = useRoomSearch(
    candidate && { checkInDate: candidate.reservation.checkInDate, checkOutDate: candidate.reservation.checkOutDate, roomType: candidate.room.roomType },
  );
  const isFree = check.state.status === 'found' && check.state.rooms.some((freeRoom) => freeRoom.id === candidate?.room.id);
  const availability: ReservationAvailability | undefined =
    check.state.status === 'searching' ? 'checking' : check.state.status === 'found' ? (isFree ? 'available' : 'unavailable') : undefined;
  const reservation = isFree ? (candidate?.reservation ?? null) : null;
  const [confirmError, setConfirmError] = useState<string>();
  const formError = confirmError ?? (check.state.status === 'failed' ? failureText(check.state.error, bestDetail(check.state.error)) : undefined);

  /** Any edit: what was shown for the previous Continue no longer matches the form (its check is dropped). */
  const forgetContinue = () => {
    setCandidate(null);
    setConfirmError(undefined);
  };

  const checkAvailability = (next: ReservationView) => {
    if (!room) return;
    setCandidate({ reservation: next, room });
    setConfirmError(undefined);
    check.searchAgain();
  };

  // Success navigates with the code; a failure (a race, the network) returns to the form as the guest left it, with
  // the error, instead of a dead-end page.
  const confirm = useAction((roomId: number, booking: ReservationView) => book(roomId, booking, unmountSignal()), {
    onSuccess: (result) => navigate(paths.bookingSuccess, { state: result }),
    onError: (error, roomId) => {
      if (isAbortError(error)) return;
      if (errorCode(error) === 'ROOM_UNAVAILABLE') {
        setCalendarAfterRace(getRoomBookedNights(roomId, undefined, { signal: unmountSignal() }).then(toRoomCalendar));
      }
      forgetContinue();
      setConfirmError(failureText(error, serverMessageOr(error, errorMessages.bookRoom)));
    },
  });
  const isConfirming = confirm.pending !== null;

  // "Book Now" from a search carries the stay (and guests, where given) in the address.
  const [defaultValues] = useState(() => {
    const { checkInDate, checkOutDate, numOfAdults, numOfChildren } = readStayParams(searchParams) ?? {};
    return {
      guestEmail: session?.userId ?? '',
      ...(checkInDate && checkOutDate ? { checkInDate, checkOutDate } : {}),
      ...(numOfAdults !== undefined ? { numOfAdults } : {}),
      ...(numOfChildren !== undefined ? { numOfChildren } : {}),
    };
  });

  return (
    <SplitLayout
      start={
        <RoomDetails
          status={loadStatus(roomState)}
          room={room}
          error={roomState.status === 'rejected' ? failureText(roomState.error, errorMessages.fetchRoom(bestDetail(roomState.error))) : undefined}
          onRetry={revalidate}
          placeholderImageUrl={placeholderImageUrl}
          headingLevel={1}
        />
      }
      end={
        roomState.status === 'rejected' ? null : (
          <>
            <ReservationForm
              today={today}
              defaultValues={defaultValues}
              isSubmitting={isConfirming}
              availability={availability}
              error={formError}
              onContinue={checkAvailability}
              onEdit={forgetContinue}
              renderDatePicker={(dates, pick) => (
                <LazyAvailabilityCalendar
                  today={today}
                  selected={dates}
                  onSelectRange={pick}
                  isLoading={calendarState.status === 'pending'}
                  // Should the booked nights not load, every night is offered: Continue still asks the server.
                  bookedNights={calendarState.status === 'fulfilled' ? calendarState.value.bookedNights : []}
                  lastMonth={calendarState.status === 'fulfilled' ? calendarState.value.lastMonth : undefined}
                />
              )}
            />
            {room && reservation ? (
              <ReservationSummary
                reservation={reservation}
                pricePerNight={room.roomPrice}
                isConfirming={isConfirming}
                focusOnMount
                onConfirm={() => confirm.run(room.id, reservation)}
              />
            ) : null}
          </>
        )
      }
    />
  );
}
