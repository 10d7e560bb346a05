import {
  forwardRef,
  lazy,
  Suspense,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Chevron } from '../../components/shared/Chevron';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { RoomPhotoView } from '../../types/views';
import { GalleryPicture } from './GalleryPicture';
import { photoForKey, wrap } from './galleryNavigation';
import { roomGalleryMessages, type RoomGalleryMessages } from './RoomGallery.messages';
import * as S from './RoomGallery.styles';

/** The lightbox's module, fetched when a visitor heads for 'View larger' (or at the latest on pressing it). */
const loadLightbox = () => import('./RoomGalleryLightbox');
const RoomGalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.RoomGalleryLightbox })));

/** How far (CSS pixels) a pointer must travel sideways for a swipe. */
const SWIPE_DISTANCE = 40;

export type RoomGalleryProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The room's photos in order; the first loads at once and ahead of other requests, the others lazily. */
  photos: readonly RoomPhotoView[];
  /** The gallery's width per viewport (`sizes`). Default: half the page from the md breakpoint, else all of it. */
  sizes?: string;
  /** The photo shown first, 0-based. Default 0. */
  defaultIndex?: number;
  /** Called with the 0-based photo shown after each move. */
  onIndexChange?: (index: number) => void;
  messages?: Partial<RoomGalleryMessages>;
};

/**
 * A room's photos, one at a time (APG carousel pattern): Previous/Next buttons that wrap around; arrow keys, Home and
 * End while focus is inside; a sideways swipe with finger, pen or mouse. Right to left, ArrowLeft and a rightward
 * swipe lead to the next photo, in the lightbox too. Each move announces the photo's position and alt text. 'View larger' opens the photo in a lightbox, a module loaded on demand, which returns focus here.
 */
export const RoomGallery = forwardRef<HTMLElement, RoomGalleryProps>(function RoomGallery({
  photos,
  sizes = '(min-width: 48em) 50vw, 100vw',
  defaultIndex = 0,
  onIndexChange,
  messages,
  ...rest
}, ref) {
  const t = useMessages('RoomGallery', roomGalleryMessages, messages);
  const count = photos.length;
  const [shownIndex, setShownIndex] = useState(defaultIndex);
  const [hasMoved, setHasMoved] = useState(false);
  const [isLightboxOpen, setIsLightboxOpen] = useState(false);
  const enlargeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // The photos may change under a kept index (the app reloads the room): stay within them.
  const index = Math.min(shownIndex, Math.max(count - 1, 0));
  const current = photos[index];
  if (!current) return null;

  const show = (next: number) => {
    if (next === index) return;
    setShownIndex(next);
    setHasMoved(true);
    onIndexChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count <= 1) return;
    const next = photoForKey(event, index, count);
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count <= 1) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    // Dragging the photo leftwards brings the one after it, which lies to the right (to the left in right-to-left).
    const towardsNext = getComputedStyle(event.currentTarget).direction === 'rtl' ? dx > 0 : dx < 0;
    show(wrap(index + (towardsNext ? 1 : -1), count));
  };

  const closeLightbox = () => {
    setIsLightboxOpen(false);
    enlargeRef.current?.focus();
  };

  const position = formatMessage(t.position, { index: index + 1, count });

  return (
    <S.Root aria-roledescription={t.roleDescription} aria-label={t.label} onKeyDown={handleKeyDown} ref={ref} {...rest}>
      <S.Viewport
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <S.Track style={{ '--gallery-index': index } as CSSProperties}>
          {photos.map((photo, photoIndex) => (
            // Only the photo shown is read out; the others are off screen.
            <S.Slide key={photo.id} aria-hidden={photoIndex !== index || undefined}>
              <GalleryPicture photo={photo} sizes={sizes} isPriority={photoIndex === 0} />
            </S.Slide>
          ))}
        </S.Track>
      </S.Viewport>
      <S.Controls>
        {count > 1 ? (
          <>
            <S.ArrowButton type="button" aria-label={t.previous} onClick={() => show(wrap(index - 1, count))}>
              <Chevron direction="previous" />
            </S.ArrowButton>
            <S.Position aria-hidden="true">{position}</S.Position>
            <S.ArrowButton type="button" aria-label={t.next} onClick={() => show(wrap(index + 1, count))}>
              <Chevron direction="next" />
            </S.ArrowButton>
          </>
        ) : null}
        <S.EnlargeButton
          ref={enlargeRef}
          variant="secondary"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadLightbox()}
          onFocus={() => void loadLightbox()}
          onPress={() => setIsLightboxOpen(true)}
        >
          {t.enlarge}
        </S.EnlargeButton>
      </S.Controls>
      {/* Present from the start, so that screen readers announce its changes; filled only once the visitor moves. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {hasMoved ? formatMessage(t.announcement, { index: index + 1, count, alt: current.alt }) : ''}
      </VisuallyHidden>
      {isLightboxOpen ? (
        <Suspense fallback={null}>
          <RoomGalleryLightbox photos={photos} index={index} onIndexChange={show} onClose={closeLightbox} messages={t} />
        </Suspense>
      ) : null}
    </S.Root>
  );
});
