import { useEffect, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { getAllRooms, getAvailableRooms, getRoomTypes } from '@hotel/api-client';
import {
  HomeHero,
  RoomCarousel,
  RoomSearchForm,
  RoomSearchResults,
  SectionStatus,
  ServicesList,
  Stack,
  type RoomSearchValues,
  type RoomView,
} from '@hotel/ui';
import { loadHotelToday, useHotelToday } from '../data/hotelToday';
import { paths } from '../config/paths';
import { placeholderImageUrl, timings } from '../config/timings';
import { atLeast, deferred } from '../async/wait';
import { loadStatus, usePromise } from '../async/usePromise';
import { errorMessages } from '../messages/errorMessages';
import { useRetryable } from '../async/useRetryable';
import { bestDetail, isAbortError, isConnectionFailure, useFailureText } from '../mappers/errorMessage';
import { readHomeState } from '../mappers/navigationState';
import { readStayParams, stayQuery, type StayCriteria } from '../mappers/stayParams';
import { toRoomView } from '../mappers/views';
import { useSession } from '../session/useSession';
import { LazyAvailabilityCalendar } from './LazyAvailabilityCalendar';

const loadRooms = (signal: AbortSignal) => getAllRooms({ signal }).then((rooms) => rooms.map(toRoomView));
const loadRoomTypes = (signal: AbortSignal) => getRoomTypes({ signal });

/** One rooms request for the page (the original fetched the list once per carousel), and the room types. */
export function homeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  return {
    rooms: deferred(loadRooms(signal)),
    roomTypes: deferred(loadRoomTypes(signal)),
    today: loadHotelToday(signal),
  };
}

/**
 * The lists do not depend on the session, on navigation state or on the search in the address: no reload for a
 * logout, a dismissed notice or a search.
 */
export const homeShouldRevalidate = () => false;

/** A finished search, for the address (and attempt) it was run for. */
type SearchResult = { key: string } & ({ rooms: RoomView[] } | { error: unknown });

/** The search criteria in the address (`?checkIn=…&checkOut=…&roomType=…`), or null when there is no search. */
function useSearchCriteria(): [StayCriteria | null, string] {
  const [searchParams] = useSearchParams();
  const stay = readStayParams(searchParams);
  if (!stay) return [null, ''];
  const criteria = { checkInDate: stay.checkInDate, checkOutDate: stay.checkOutDate, roomType: stay.roomType };
  return [criteria, stayQuery(criteria)];
}

export function HomeRoute() {
  const loaded = useLoaderData<typeof homeLoader>();
  const [rooms, retryRooms] = useRetryable(loaded.rooms, loadRooms);
  const [roomTypes, retryRoomTypes] = useRetryable(loaded.roomTypes, loadRoomTypes);
  const roomsState = usePromise(rooms);
  const roomTypesState = usePromise(roomTypes);
  const todayPromise = loaded.today;
  const failureText = useFailureText();
  const today = useHotelToday(todayPromise);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [criteria, query] = useSearchCriteria();
  // Searching again for the same criteria runs the search again.
  const [attempt, setAttempt] = useState(0);
  const searchKey = `${query}#${attempt}`;
  const [result, setResult] = useState<SearchResult | null>(null);

  // The form keeps its own inputs; it is re-keyed (showing the address's criteria) when the address changes by other
  // means than its own Search: back/forward, a shared link, Clear Search.
  const [submittedQuery, setSubmittedQuery] = useState<string | null>(null);
  const [form, setForm] = useState({ query, key: 0 });
  if (form.query !== query) {
    setForm({ query, key: query === submittedQuery ? form.key : form.key + 1 });
    setSubmittedQuery(null);
  }

  // The address is the search: run it whenever it changes (a search, back/forward, a shared link).
  useEffect(() => {
    if (!criteria) return;
    const controller = new AbortController();
    const { signal } = controller;
    const { checkInDate, checkOutDate, roomType } = criteria;
    const request = { checkInDate, checkOutDate, ...(roomType ? { roomType } : {}) };
    atLeast(timings.searchIndicatorMs, getAvailableRooms(request, { signal }), signal).then(
      (found) => setResult({ key: searchKey, rooms: found.map(toRoomView) }),
      (error: unknown) => {
        if (!signal.aborted && !isAbortError(error)) setResult({ key: searchKey, error });
      },
    );
    return () => controller.abort();
    // `criteria` is derived from `query`, part of `searchKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  const current = criteria && result?.key === searchKey ? result : null;
  const isSearching = criteria !== null && current === null;

  const submitSearch = (values: RoomSearchValues) => {
    const next = stayQuery(values);
    if (next === query) {
      setAttempt((count) => count + 1);
      return;
    }
    setSubmittedQuery(next);
    navigate({ search: next }, { state: location.state });
  };

  const clearSearch = () => navigate({ search: '' });

  // "Book Now" on a result carries the searched dates into the room's reservation form.
  const bookHrefWithStay = (roomId: number) =>
    criteria
      ? `${paths.bookRoom(roomId)}${stayQuery({ checkInDate: criteria.checkInDate, checkOutDate: criteria.checkOutDate })}`
      : paths.bookRoom(roomId);

  const homeState = readHomeState(location.state);
  const dismissNotice = () => navigate('.', { replace: true, state: null });

  return (
    <Stack gap={6}>
      <HomeHero
        userId={session?.userId}
        showLoggedOutNotice={homeState.showLoggedOutNotice}
        notice={homeState.notice}
        onDismissNotice={dismissNotice}
      />
      <RoomSearchForm
        key={form.key}
        today={today}
        defaultValues={criteria ? { ...criteria, roomType: criteria.roomType ?? '' } : undefined}
        roomTypes={roomTypesState.status === 'fulfilled' ? roomTypesState.value : []}
        roomTypesError={roomTypesState.status === 'rejected' ? failureText(roomTypesState.error, errorMessages.fetchRoomTypes) : undefined}
        onRetryRoomTypes={retryRoomTypes}
        isSearching={isSearching}
        onSearch={submitSearch}
        onClear={clearSearch}
        // For every room: no booked nights to show; the search says which rooms are free.
        renderDatePicker={(dates, pick) => <LazyAvailabilityCalendar today={today} selected={dates} onSelectRange={pick} />}
      />
      {current && 'error' in current ? (
        <SectionStatus
          status="error"
          error={failureText(current.error, bestDetail(current.error))}
          onRetry={isConnectionFailure(current.error) ? () => setAttempt((count) => count + 1) : undefined}
        />
      ) : null}
      {current && 'rooms' in current ? (
        <RoomSearchResults
          rooms={current.rooms}
          onClear={clearSearch}
          getBookHref={bookHrefWithStay}
          placeholderImageUrl={placeholderImageUrl}
        />
      ) : null}
      <RoomCarousel
        rooms={roomsState.status === 'fulfilled' ? roomsState.value : []}
        status={loadStatus(roomsState)}
        error={roomsState.status === 'rejected' ? failureText(roomsState.error, errorMessages.roomsLoad(errorMessages.fetchRooms)) : undefined}
        onRetry={retryRooms}
        browseAllHref={paths.browseAllRooms}
        getBookHref={paths.bookRoom}
        placeholderImageUrl={placeholderImageUrl}
      />
      <ServicesList />
    </Stack>
  );
}
