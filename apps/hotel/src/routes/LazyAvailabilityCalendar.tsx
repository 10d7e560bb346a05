import { lazy, Suspense } from 'react';
import { AvailabilityCalendarPlaceholder, type AvailabilityCalendarProps } from '@hotel/ui';

const AvailabilityCalendar = lazy(() => import('./availabilityCalendarChunk'));

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
