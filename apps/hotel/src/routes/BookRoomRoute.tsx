import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import { bookRoom, getRoomBookedNights, getRoomById, getRoomQuote, getRoomRates, type Quote } from '@hotel/api-client';
import {
  formatMessage,
  ReservationForm,
  ReservationSummary,
  RoomDetails,
  SplitLayout,
  type ReservationAvailability,
  type ReservationView,
} from '@hotel/ui';
import { loadHotelToday, useHotelToday } from '../shared/hotelToday';
import { paths } from '../config/paths';
import { placeholderImageUrl, timings } from '../config/timings';
import { useUnmountSignal } from '../async/useUnmountSignal';
import { loadStatus, usePromise } from '../async/usePromise';
import { atLeast, deferred, wait } from '../async/wait';
import { useLatestRequest, type Settled } from '../async/useLatestRequest';
import { requireUser } from '../shared/guards';
import { useAction } from '../async/useAction';
import { toRoomCalendar, type RoomCalendarView } from '../mappers/bookedNights';
import { errorCode, isAbortError, serverMessageOr, useFailureText } from '../mappers/errorMessage';
import { useServerErrorMessages, useServerErrorText, useShownDetail } from '../mappers/serverErrorText';
import type { BookingSuccessState } from '../mappers/screenState';
import { parseRoomId, unknownRoom } from '../mappers/routeParams';
import { readStayParams } from '../mappers/stayParams';
import { toRoomStayRules } from '../mappers/rates';
import { stayRuleField } from '../mappers/stayRules';
import { toRoomDetailsView } from '../mappers/roomDetails';
import { toBookingRequest } from '../mappers/views';
import { useSession } from '../session/useSession';
import { LazyAvailabilityCalendar } from './LazyAvailabilityCalendar';

/**
 * The room, shown no sooner than the spec's 1 s delay (the delay and the call run together), the hotel's date, and
 * the room's booked nights for its calendar (the server's default window: a year from the hotel's date, so the read
 * needs no date first and the page can announce it; see routePreloads).
 */
export const bookRoomLoader = requireUser(({ params, request }) => {
  const { signal } = request;
  const roomId = parseRoomId(params.roomId);
  const room = roomId === null ? unknownRoom() : getRoomById(roomId, { signal });
  const capacity = room.then(({ maxAdults, maxChildren }) => ({ maxAdults, maxChildren }));
  const calendar =
    roomId === null ? unknownRoom() : getRoomBookedNights(roomId, undefined, { signal }).then(toRoomCalendar);
  return {
    room: deferred(atLeast(timings.roomDetailLoadDelayMs, room, signal).then(toRoomDetailsView)),
    capacity: deferred(capacity),
    today: loadHotelToday(signal),
    calendar: deferred(calendar),
    // The room's closed nights, minimum stays and nightly prices, for the calendar.
    stayRules: deferred(
      roomId === null
        ? unknownRoom()
        : Promise.all([room, getRoomRates(roomId, { signal })]).then(([{ roomPrice }, rates]) => toRoomStayRules(rates, roomPrice)),
    ),
  };
});

/**
 * Spec §4: the spinner for 3 s, then the booking call. The total the guest saw goes with it: should the rates have
 * changed since, the server books nothing (409 PRICE_CHANGED) instead of charging another total.
 */
async function book(roomId: number, reservation: ReservationView, expectedTotalPrice: number, signal: AbortSignal): Promise<BookingSuccessState> {
  await wait(timings.reservationRedirectMs, signal); // rejects when the user leaves first: nothing is submitted
  // One key per confirmation: if the answer is lost and the request is retried, the server books once.
  const created = await bookRoom(roomId, { ...toBookingRequest(reservation), expectedTotalPrice }, { 'idempotency-key': crypto.randomUUID() });
  return {
    message: created.message,
    confirmationCode: created.bookingConfirmationCode,
    totalPrice: created.totalPrice,
    ...(created.nights ? { nights: created.nights } : {}),
  };
}

/** What the server priced for the reservation of the last Continue (its quote), and how that ended. */
type QuoteState = { reservation: ReservationView; outcome: Settled<Quote> | null };

export function BookRoomRoute() {
  const {
    room: roomPromise,
    capacity: capacityPromise,
    today: todayPromise,
    calendar: calendarPromise,
    stayRules: stayRulesPromise,
  } = useLoaderData<typeof bookRoomLoader>();
  const stayRulesState = usePromise(stayRulesPromise);
  const roomState = usePromise(roomPromise);
  const capacityState = usePromise(capacityPromise);
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
  const serverErrorText = useServerErrorText();
  const shownDetail = useShownDetail();
  const t = useServerErrorMessages();
  const room = roomState.status === 'fulfilled' ? roomState.value : undefined;

  // Continue asks the server what the stay costs in this room (its quote): the summary appears only once the room is
  // free for exactly this stay, with the quote's nights and total; a rule of the room the stay breaks shows at its field.
  const [quote, setQuote] = useState<QuoteState | null>(null);
  const quoteRequest = useLatestRequest();
  const quoted = quote?.outcome?.status === 'fulfilled' ? quote.outcome.value : undefined;
  const quoteError = quote?.outcome?.status === 'rejected' ? quote.outcome.error : undefined;
  const availability: ReservationAvailability | undefined =
    quote && !quote.outcome ? 'checking' : quoted ? (quoted.available ? 'available' : 'unavailable') : undefined;
  const reservation = quoted?.available ? (quote?.reservation ?? null) : null;
  // The total shown before the server answered PRICE_CHANGED: the summary then names both.
  const [previousTotalPrice, setPreviousTotalPrice] = useState<number>();
  const [confirmError, setConfirmError] = useState<string>();
  const ruleField = quote && quoteError !== undefined ? stayRuleField(quoteError, quote.reservation, capacityState.status === 'fulfilled' ? capacityState.value : undefined) : null;
  // The server's rules and refusals in the kit's words (the reader's language), its message where the kit has none.
  const quoteErrorText = quoteError !== undefined ? shownDetail(quoteError) : undefined;
  const fieldErrors = ruleField ? { [ruleField]: quoteErrorText } : undefined;
  const formError = confirmError ?? (quoteError !== undefined && !ruleField ? failureText(quoteError, quoteErrorText ?? '') : undefined);

  /** Any edit: what was shown for the previous Continue no longer matches the form (its quote is dropped). */
  const forgetContinue = () => {
    quoteRequest.cancel();
    setQuote(null);
    setPreviousTotalPrice(undefined);
    setConfirmError(undefined);
  };

  const requestQuote = (roomId: number, next: ReservationView) => {
    setQuote({ reservation: next, outcome: null });
    const { checkInDate, checkOutDate, numOfAdults, numOfChildren } = next;
    void quoteRequest
      .run((signal) => getRoomQuote(roomId, { checkInDate, checkOutDate, numOfAdults, numOfChildren }, { signal }))
      .then((outcome) => outcome && setQuote({ reservation: next, outcome }));
  };

  const checkAvailability = (next: ReservationView) => {
    if (!room) return;
    setPreviousTotalPrice(undefined);
    setConfirmError(undefined);
    requestQuote(room.id, next);
  };

  // Success navigates with the code; a failure (a race, the network) returns to the form as the guest left it, with
  // the error, instead of a dead-end page.
  const confirm = useAction((roomId: number, booking: ReservationView, shown: Quote) => book(roomId, booking, shown.totalPrice, unmountSignal()), {
    onSuccess: (result) => navigate(paths.bookingSuccess, { state: result }),
    onError: (error, roomId, booking, shown) => {
      if (isAbortError(error)) return;
      // The rates changed since Continue: nothing was booked. Show the new price and ask again.
      if (errorCode(error) === 'PRICE_CHANGED') {
        setPreviousTotalPrice(shown.totalPrice);
        requestQuote(roomId, booking);
        return;
      }
      if (errorCode(error) === 'ROOM_UNAVAILABLE') {
        setCalendarAfterRace(getRoomBookedNights(roomId, undefined, { signal: unmountSignal() }).then(toRoomCalendar));
      }
      forgetContinue();
      setConfirmError(failureText(error, serverErrorText(error) ?? serverMessageOr(error, (detail) => formatMessage(t.bookRoomNoText, { detail }))));
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
          error={roomState.status === 'rejected' ? failureText(roomState.error, formatMessage(t.fetchRoomFailed, { detail: shownDetail(roomState.error) })) : undefined}
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
              errors={fieldErrors}
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
                  // Should the rates not load, no night shows as closed or priced: Continue's quote still applies them.
                  {...(stayRulesState.status === 'fulfilled' ? stayRulesState.value : {})}
                />
              )}
            />
            {room && reservation && quoted ? (
              <ReservationSummary
                reservation={reservation}
                stayPrice={quoted}
                previousTotalPrice={previousTotalPrice}
                isConfirming={isConfirming}
                focusOnMount
                onConfirm={() => confirm.run(room.id, reservation, quoted)}
              />
            ) : null}
          </>
        )
      }
    />
  );
}
