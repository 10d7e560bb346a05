import type { KeyboardEvent } from 'react';

/**
 * The photo an arrow key, Home or End leads to from `index`, wrapping around; undefined for any other key. In a
 * right-to-left page the next photo lies to the left, so the arrows swap.
 */
export function photoForKey(event: KeyboardEvent<HTMLElement>, index: number, count: number): number | undefined {
  const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  switch (event.key) {
    case 'ArrowRight':
      return wrap(index + (isRtl ? -1 : 1), count);
    case 'ArrowLeft':
      return wrap(index + (isRtl ? 1 : -1), count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** `index` brought into 0…count-1, going round at either end. */
export const wrap = (index: number, count: number) => (index + count) % count;
