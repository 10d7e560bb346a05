import { lazy, Suspense } from 'react';
import { Spinner, type AvailabilityCalendarProps } from '@hotel/ui';

const AvailabilityCalendar = lazy(() => import('./availabilityCalendarChunk'));

/** The kit's availability calendar, loaded on demand so the home page's initial JavaScript does not grow. */
export function LazyAvailabilityCalendar(props: AvailabilityCalendarProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <AvailabilityCalendar {...props} />
    </Suspense>
  );
}
