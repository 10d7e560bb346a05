import { lazy, Suspense } from 'react';

const SearchFailure = lazy(() => import('./searchFailureChunk'));

/**
 * A search the hotel refused (its dates, say), in the reader's language, loaded on demand: the kit's texts for the
 * server's codes are not in the home page's first JavaScript. An unreachable hotel is the home page's own text.
 */
export function LazySearchFailure({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <SearchFailure error={error} />
    </Suspense>
  );
}
