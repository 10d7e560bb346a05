import { useMemo } from 'react';
import { useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router-dom';
import { getOccupancy } from '@hotel/api-client';
import { adminErrorsMessages, formatMessage, OccupancyTimeline, toIsoDate, useMessages, type OccupancyRoomView } from '@hotel/ui';
import { usePromise, withLastValue } from '../async/usePromise';
import { deferred } from '../async/wait';
import { requireAdmin } from '../shared/guards';
import { loadHotelToday, useHotelToday } from '../shared/hotelToday';
import { useFailureText } from '../mappers/errorMessage';
import { useAdminShownDetail } from '../mappers/adminServerErrorText';
import { bookingsOfStayHref } from '../mappers/adminParams';
import {
  MAX_OCCUPANCY_NIGHTS,
  occupancySearch,
  parseOccupancyPeriod,
  toOccupancyRoomViews,
} from '../mappers/occupancy';

/**
 * The period the address names (two weeks from the browser's today without one: the hotel's may differ by a day, and
 * waiting for it would hold the rooms back), its rooms by night, and the hotel's today for the marker.
 */
export const occupancyLoader = requireAdmin(({ request }) => {
  const { signal } = request;
  const period = parseOccupancyPeriod(new URL(request.url).searchParams, toIsoDate(new Date()));
  const occupancy = getOccupancy(period, { signal }).then((answer) => ({ period, rooms: toOccupancyRoomViews(answer) }));
  return { period, occupancy: deferred(occupancy), today: loadHotelToday(signal) };
});

const noRooms: OccupancyRoomView[] = [];

/** Admin tape chart: rooms by night over the period in the address; a stay opens its booking in Existing Bookings. */
export function OccupancyRoute() {
  const { period, occupancy, today } = useLoaderData<typeof occupancyLoader>();
  const state = usePromise(occupancy);
  const hotelToday = useHotelToday(today);
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const shownDetail = useAdminShownDetail();
  const adminErrors = useMessages('AdminErrors', adminErrorsMessages);

  // While another period loads, the previous one stays on screen with its rooms.
  const { value: shown, status } = withLastValue(state, { period, rooms: noRooms });
  const staysById = useMemo(
    () => new Map(shown.rooms.flatMap((room) => room.stays.flatMap((stay) => (stay.bookingId === undefined ? [] : [[stay.bookingId, stay] as const])))),
    [shown],
  );
  const loadError = state.status === 'rejected' ? failureText(state.error, formatMessage(adminErrors.fetchOccupancyFailed, { detail: shownDetail(state.error) })) : undefined;
  return (
    <OccupancyTimeline
      rooms={shown.rooms}
      period={shown.period}
      today={hotelToday}
      maxNights={MAX_OCCUPANCY_NIGHTS}
      onPeriodChange={(next) => setSearchParams(occupancySearch(next))}
      onStayPress={(bookingId) => {
        const stay = staysById.get(bookingId);
        if (stay) void navigate(bookingsOfStayHref(stay));
      }}
      status={status}
      error={loadError}
      onRetry={revalidator.revalidate}
      headingLevel={1}
    />
  );
}
