import { forwardRef, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { pageCount, paginate } from '../../logic/pagination';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Link } from '../../primitives/Link';
import type { HeadingLevel } from '../../primitives/Heading';
import { RoomCard, type RoomCardMessages } from '../../components/RoomCard';
import { Chevron } from '../../components/shared/Chevron';
import type { LoadStatus, RoomView } from '../../types/views';
import { SectionStatus } from '../SectionStatus';
import { roomCarouselMessages, type RoomCarouselMessages } from './RoomCarousel.messages';
import * as S from './RoomCarousel.styles';

/** The spec's rooms per carousel slide. */
export const CAROUSEL_ROOMS_PER_SLIDE = 4;

export type RoomCarouselProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  rooms: readonly RoomView[];
  /** 'loading' shows 'Loading rooms....'; 'error' shows `error`, else 'Error : Error fetching rooms'. Default 'ready'. */
  status?: LoadStatus;
  /** The failure's text from the app, shown as is (see CONTRIBUTING, "Errors"). */
  error?: string;
  /** Offers Retry beside a failed load (`status` 'error'); the app loads the data again. */
  onRetry?: () => void;
  /** The 'Browse all rooms' link. */
  browseAllHref: string;
  getBookHref: (roomId: number) => string;
  placeholderImageUrl?: string;
  /** The level of each room's heading. Default 2: the carousel has no heading of its own, so it sits under the page's h1. */
  cardHeadingLevel?: HeadingLevel;
  /** First slide shown, 1-based. Default 1. */
  defaultSlide?: number;
  /** Called with the 1-based slide after Previous/Next. */
  onSlideChange?: (slide: number) => void;
  messages?: Partial<RoomCarouselMessages>;
  roomCardMessages?: Partial<RoomCardMessages>;
};

/**
 * The home page's room carousel (APG carousel pattern): four rooms per slide, no indicators, Previous/Next
 * buttons that wrap around, ArrowLeft/ArrowRight while focus is inside (right to left, ArrowLeft leads to the next
 * slide). It never advances by itself (WCAG 2.2.2), so the slide region is a polite live region.
 */
export const RoomCarousel = forwardRef<HTMLDivElement, RoomCarouselProps>(function RoomCarousel({
  rooms,
  status = 'ready',
  error,
  onRetry,
  browseAllHref,
  getBookHref,
  placeholderImageUrl,
  cardHeadingLevel = 2,
  defaultSlide = 1,
  onSlideChange,
  messages,
  roomCardMessages,
  ...rest
}, ref) {
  const t = useMessages('RoomCarousel', roomCarouselMessages, messages);
  const [slide, setSlide] = useState(defaultSlide);
  const slidesRef = useRef<HTMLDivElement>(null);
  const count = pageCount(rooms.length, CAROUSEL_ROOMS_PER_SLIDE);
  const current = paginate(rooms, slide, CAROUSEL_ROOMS_PER_SLIDE);

  const go = (step: 1 | -1) => {
    const next = ((current.page - 1 + step + count) % count) + 1;
    setSlide(next);
    onSlideChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count <= 1 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    // A focused card is about to be replaced: keep focus on the slide area instead of losing it.
    if (slidesRef.current?.contains(event.target as Node)) slidesRef.current.focus();
    // Right to left, the next slide lies to the left.
    const towardsNext = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    go(event.key === towardsNext ? 1 : -1);
  };

  const browseLink = (
    <Link href={browseAllHref} variant="standalone">
      {t.browseAllRooms}
    </Link>
  );

  if (status !== 'ready') {
    return (
      <S.Root ref={ref} {...rest}>
        <S.Header>{browseLink}</S.Header>
        <SectionStatus status={status} error={error} loadError={t.loadError} loading={t.loading} onRetry={onRetry} />
      </S.Root>
    );
  }

  return (
    <S.Root ref={ref} {...rest}>
      <S.Carousel aria-roledescription={t.roleDescription} aria-label={t.label} onKeyDown={handleKeyDown}>
        <S.Header>
          {browseLink}
          {count > 1 ? (
            <S.Controls>
              <S.ArrowButton type="button" aria-label={t.previous} onClick={() => go(-1)}>
                <Chevron direction="previous" />
              </S.ArrowButton>
              <S.ArrowButton type="button" aria-label={t.next} onClick={() => go(1)}>
                <Chevron direction="next" />
              </S.ArrowButton>
            </S.Controls>
          ) : null}
        </S.Header>
        {rooms.length > 0 ? (
          <S.Slides ref={slidesRef} tabIndex={-1} aria-live="polite">
            <div role="group" aria-label={formatMessage(t.slideLabel, { index: current.page, count })}>
              <S.SlideList>
                {current.items.map((room) => (
                  <li key={room.id}>
                    <RoomCard
                      room={room}
                      variant="carousel"
                      headingLevel={cardHeadingLevel}
                      getBookHref={getBookHref}
                      placeholderImageUrl={placeholderImageUrl}
                      messages={roomCardMessages}
                    />
                  </li>
                ))}
              </S.SlideList>
            </div>
          </S.Slides>
        ) : null}
      </S.Carousel>
    </S.Root>
  );
});
