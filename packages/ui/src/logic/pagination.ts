/** One page of a list, with the page actually shown (the requested page clamped into range). */
export type Page<T> = {
  items: T[];
  /** 1-based page number. */
  page: number;
  pageCount: number;
};

/** Number of pages for `totalItems` items; an empty list still has one (empty) page. */
export function pageCount(totalItems: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/**
 * The items of a 1-based page. A page outside 1..pageCount is clamped, so a list that shrank
 * (for example after filtering) shows its last page instead of an empty one.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const count = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), count);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount: count };
}

function assertPageSize(pageSize: number) {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
}
