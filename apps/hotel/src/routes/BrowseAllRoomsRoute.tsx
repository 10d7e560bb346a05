import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { getAllRooms } from '@hotel/api-client';
import { RoomList, roomLoadErrorsMessages, useMessages } from '@hotel/ui';
import { paths } from '../config/paths';
import { placeholderImageUrl } from '../config/timings';
import { loadStatus, usePromise } from '../async/usePromise';
import { deferred } from '../async/wait';
import { useFailureText } from '../mappers/errorMessage';
import { toRoomView } from '../mappers/views';

export function browseAllRoomsLoader({ request }: LoaderFunctionArgs) {
  return { rooms: deferred(getAllRooms({ signal: request.signal }).then((rooms) => rooms.map(toRoomView))) };
}

/** All rooms: the kit's RoomList filters by type and pages (6 per page, paginators above and below). */
export function BrowseAllRoomsRoute() {
  const { rooms } = useLoaderData<typeof browseAllRoomsLoader>();
  const state = usePromise(rooms);
  const { revalidate } = useRevalidator();
  const failureText = useFailureText();
  const loadErrors = useMessages('RoomLoadErrors', roomLoadErrorsMessages);
  return (
    <RoomList
      headingLevel={1}
      rooms={state.status === 'fulfilled' ? state.value : []}
      status={loadStatus(state)}
      error={state.status === 'rejected' ? failureText(state.error, loadErrors.roomsLoadFailed) : undefined}
      onRetry={revalidate}
      getBookHref={paths.bookRoom}
      placeholderImageUrl={placeholderImageUrl}
    />
  );
}
