import { lazy, Suspense } from 'react';
import type { RoomSearchResultsProps } from '@hotel/ui';

const RoomSearchResults = lazy(() => import('./searchResultsChunk'));

/**
 * The kit's search results, loaded on demand so the home page's first JavaScript does not carry them: they show
 * only after a search, and the home page announces their chunk ahead (routePreloads).
 */
export function LazyRoomSearchResults(props: RoomSearchResultsProps) {
  return (
    <Suspense fallback={null}>
      <RoomSearchResults {...props} />
    </Suspense>
  );
}
