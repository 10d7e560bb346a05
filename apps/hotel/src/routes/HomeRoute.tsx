import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { getAllRooms, getRoomTypes } from '@hotel/api-client';
import {
  HomeHero,
  RoomCarousel,
  RoomSearchForm,
  SectionStatus,
  ServicesList,
  Stack,
  roomLoadErrorsMessages,
  useMessages,
  type RoomSearchValues,
} from '@hotel/ui';
import { loadHotelToday, useHotelToday } from '../shared/hotelToday';
import { paths } from '../config/paths';
import { placeholderImageUrl, timings } from '../config/timings';
import { deferred } from '../async/wait';
import { loadStatus, usePromise } from '../async/usePromise';
import { useRetryable } from '../async/useRetryable';
import { isConnectionFailure, useFailureText } from '../mappers/errorMessage';
import { readHomeState } from '../mappers/navigationState';
import { readStayParams, stayQuery, type StayCriteria } from '../mappers/stayParams';
import { toRoomView } from '../mappers/views';
import { useSession } from '../session/useSession';
import { useRoomSearch } from '../shared/useRoomSearch';
import { LazyAvailabilityCalendar } from './LazyAvailabilityCalendar';
import { LazyRoomSearchResults } from './LazyRoomSearchResults';
import { LazySearchFailure } from './LazySearchFailure';

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

/** The search criteria in the address (`?checkIn=…&checkOut=…&roomType=…&adults=…&children=…`), or null when there is no search. */
function useSearchCriteria(): [StayCriteria | null, string] {
  const [searchParams] = useSearchParams();
  const stay = readStayParams(searchParams);
  return stay ? [stay, stayQuery(stay)] : [null, ''];
}

export function HomeRoute() {
  const loaded = useLoaderData<typeof homeLoader>();
  const [rooms, retryRooms] = useRetryable(loaded.rooms, loadRooms);
  const [roomTypes, retryRoomTypes] = useRetryable(loaded.roomTypes, loadRoomTypes);
  const roomsState = usePromise(rooms);
  const roomTypesState = usePromise(roomTypes);
  const todayPromise = loaded.today;
  const failureText = useFailureText();
  const loadErrors = useMessages('RoomLoadErrors', roomLoadErrorsMessages);
  const today = useHotelToday(todayPromise);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [criteria, query] = useSearchCriteria();
  // The address is the search: it runs whenever the address changes (a search, back/forward, a shared link).
  const search = useRoomSearch(criteria, { minimumMs: timings.searchIndicatorMs });

  // The form keeps its own inputs; it is re-keyed (showing the address's criteria) when the address changes by other
  // means than its own Search: back/forward, a shared link, Clear Search.
  const [submittedQuery, setSubmittedQuery] = useState<string | null>(null);
  const [form, setForm] = useState({ query, key: 0 });
  if (form.query !== query) {
    setForm({ query, key: query === submittedQuery ? form.key : form.key + 1 });
    setSubmittedQuery(null);
  }

  const submitSearch = (values: RoomSearchValues) => {
    const next = stayQuery(values);
    // Searching again for the same criteria runs the search again.
    if (next === query) {
      search.searchAgain();
      return;
    }
    setSubmittedQuery(next);
    navigate({ search: next }, { state: location.state });
  };

  const clearSearch = () => navigate({ search: '' });

  // "Book Now" on a result carries the searched dates and guests into the room's reservation form.
  const bookHrefWithStay = (roomId: number) => (criteria ? `${paths.bookRoom(roomId)}${stayQuery({ ...criteria, roomType: undefined })}` : paths.bookRoom(roomId));

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
        roomTypesError={roomTypesState.status === 'rejected' ? failureText(roomTypesState.error, loadErrors.fetchRoomTypesFailed) : undefined}
        onRetryRoomTypes={retryRoomTypes}
        isSearching={search.state.status === 'searching'}
        onSearch={submitSearch}
        onClear={clearSearch}
        // For every room: no booked nights to show; the search says which rooms are free.
        renderDatePicker={(dates, pick) => <LazyAvailabilityCalendar today={today} selected={dates} onSelectRange={pick} />}
      />
      {search.state.status === 'failed' && isConnectionFailure(search.state.error) ? (
        <SectionStatus status="error" error={failureText(search.state.error, '')} onRetry={search.searchAgain} />
      ) : null}
      {search.state.status === 'failed' && !isConnectionFailure(search.state.error) ? <LazySearchFailure error={search.state.error} /> : null}
      {search.state.status === 'found' ? (
        <LazyRoomSearchResults
          rooms={search.state.rooms}
          onClear={clearSearch}
          getBookHref={bookHrefWithStay}
          placeholderImageUrl={placeholderImageUrl}
        />
      ) : null}
      <RoomCarousel
        rooms={roomsState.status === 'fulfilled' ? roomsState.value : []}
        status={loadStatus(roomsState)}
        error={roomsState.status === 'rejected' ? failureText(roomsState.error, loadErrors.roomsLoadFailed) : undefined}
        onRetry={retryRooms}
        browseAllHref={paths.browseAllRooms}
        getBookHref={paths.bookRoom}
        placeholderImageUrl={placeholderImageUrl}
      />
      <ServicesList />
    </Stack>
  );
}
