/** A previous/next chevron for arrow buttons; the button's label says what it does. */
export function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d={direction === 'previous' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
