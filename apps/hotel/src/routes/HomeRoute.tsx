import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { getAllRooms, getAvailableRooms, getRoomTypes } from '@hotel/api-client';
import {
  Alert,
  HomeHero,
  RoomCarousel,
  RoomSearchForm,
  RoomSearchResults,
  ServicesList,
  Stack,
  toIsoDate,
  type RoomSearchValues,
  type RoomView,
} from '@hotel/ui';
import { paths } from '../app/paths';
import { placeholderImageUrl, timings } from '../config/timings';
import { atLeast, deferred } from '../async/wait';
import { loadStatus, usePromise } from '../async/usePromise';
import { errorMessages } from '../messages/errorMessages';
import { bestDetail, isAbortError } from '../mappers/errorMessage';
import { readHomeState } from '../mappers/navigationState';
import { toRoomView } from '../mappers/views';
import { useSession } from '../session/useSession';

/** One rooms request for the page (the original fetched the list once per carousel), and the room types. */
export function homeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  return {
    rooms: deferred(getAllRooms({ signal }).then((rooms) => rooms.map(toRoomView))),
    roomTypes: deferred(getRoomTypes({ signal })),
  };
}

/** The lists do not depend on the session or on navigation state: no reload for a logout or a dismissed notice. */
export const homeShouldRevalidate = () => false;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; rooms: RoomView[] }
  | { status: 'error'; message: string };

export function HomeRoute() {
  const { rooms, roomTypes } = useLoaderData<typeof homeLoader>();
  const roomsState = usePromise(rooms);
  const roomTypesState = usePromise(roomTypes);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const searchController = useRef<AbortController | null>(null);
  // The form keeps its own inputs; a new key resets them when the results' Clear Search is used.
  const [searchFormKey, setSearchFormKey] = useState(0);

  useEffect(() => () => searchController.current?.abort(), []);

  const runSearch = async ({ checkInDate, checkOutDate, roomType }: RoomSearchValues) => {
    searchController.current?.abort();
    const controller = new AbortController();
    searchController.current = controller;
    const { signal } = controller;
    setSearch({ status: 'searching' });
    try {
      const query = { checkInDate, checkOutDate, ...(roomType ? { roomType } : {}) };
      const found = await atLeast(timings.searchIndicatorMs, getAvailableRooms(query, { signal }), signal);
      setSearch({ status: 'done', rooms: found.map(toRoomView) });
    } catch (error) {
      if (!signal.aborted && !isAbortError(error)) setSearch({ status: 'error', message: bestDetail(error) });
    }
  };

  const clearSearch = () => {
    searchController.current?.abort();
    setSearch({ status: 'idle' });
    setSearchFormKey((key) => key + 1);
  };

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
      {roomTypesState.status === 'rejected' ? <Alert tone="danger">{errorMessages.fetchRoomTypes}</Alert> : null}
      <RoomSearchForm
        key={searchFormKey}
        today={toIsoDate(new Date())}
        roomTypes={roomTypesState.status === 'fulfilled' ? roomTypesState.value : []}
        isSearching={search.status === 'searching'}
        onSearch={(values) => void runSearch(values)}
        onClear={clearSearch}
      />
      {search.status === 'error' ? <Alert tone="danger">{search.message}</Alert> : null}
      {search.status === 'done' ? (
        <RoomSearchResults
          rooms={search.rooms}
          onClear={clearSearch}
          getBookHref={paths.bookRoom}
          placeholderImageUrl={placeholderImageUrl}
        />
      ) : null}
      <RoomCarousel
        rooms={roomsState.status === 'fulfilled' ? roomsState.value : []}
        status={loadStatus(roomsState)}
        error={errorMessages.fetchRooms}
        browseAllHref={paths.browseAllRooms}
        getBookHref={paths.bookRoom}
        placeholderImageUrl={placeholderImageUrl}
      />
      <ServicesList />
    </Stack>
  );
}
