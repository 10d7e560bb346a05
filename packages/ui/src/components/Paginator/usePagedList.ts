import { useState } from 'react';
import { paginate, type Page } from '../../logic/pagination';

export type PagedListOptions = {
  /** The app's page (controlled); leave it out and the section keeps the page itself. */
  page?: number;
  /** The section's first page when it keeps the page. Default 1. */
  defaultPage?: number;
  /** Told of every page change the user makes. */
  onPageChange?: (page: number) => void;
  /** When this changes (new results, another filter), the section's own page goes back to 1. */
  startOverWith?: unknown;
};

/**
 * A section's paged list for the `Paginator`: the page shown (clamped by `paginate`, so a list that shrank, e.g. after
 * a deletion, shows its last page rather than an empty one), the change to pass as `onPageChange`, and `startOver`,
 * which takes the section's own page back to 1 (a new filter) without telling the app.
 */
export function usePagedList<T>(
  items: readonly T[],
  pageSize: number,
  { page, defaultPage = 1, onPageChange, startOverWith }: PagedListOptions = {},
): { current: Page<T>; changePage: (page: number) => void; startOver: () => void } {
  const [ownPage, setOwnPage] = useState(defaultPage);
  const [startedWith, setStartedWith] = useState(startOverWith);
  // Adjusting state while rendering, as React recommends for state that follows a prop.
  if (startedWith !== startOverWith) {
    setStartedWith(startOverWith);
    setOwnPage(1);
  }
  const changePage = (next: number) => {
    if (page === undefined) setOwnPage(next);
    onPageChange?.(next);
  };
  return { current: paginate(items, page ?? ownPage, pageSize), changePage, startOver: () => setOwnPage(1) };
}
