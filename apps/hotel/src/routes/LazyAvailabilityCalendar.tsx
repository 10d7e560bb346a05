import { lazy, Suspense } from 'react';
import { AvailabilityCalendarPlaceholder, type AvailabilityCalendarProps } from '@hotel/ui';
import { markLoadFailure } from '../async/moduleLoad';

// A chunk that cannot be fetched shows the route's reload offer (RouteError).
const AvailabilityCalendar = lazy(markLoadFailure(() => import('./availabilityCalendarChunk')));

/**
 * The kit's availability calendar, loaded on demand so the home page's initial JavaScript does not grow; its
 * placeholder keeps the calendar's exact place meanwhile, so the form below does not move when it arrives.
 */
export function LazyAvailabilityCalendar(props: AvailabilityCalendarProps) {
  return (
    <Suspense fallback={<AvailabilityCalendarPlaceholder />}>
      <AvailabilityCalendar {...props} />
    </Suspense>
  );
}
