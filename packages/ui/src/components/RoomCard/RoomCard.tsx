import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { useFormatMoney } from '../../provider/useFormatMoney';
import type { RoomView } from '../../types/views';
import { roomCardMessages, type RoomCardMessages } from './RoomCard.messages';
import * as S from './RoomCard.styles';
import { roomPlaceholderImageUrl } from './roomPlaceholder';

/**
 * 'result': a list of rooms (price '$150 / night', the description's start). 'carousel': compact ('$150/night',
 * linked image, no text).
 */
export type RoomCardVariant = 'result' | 'carousel';

export type RoomCardProps = Omit<ComponentPropsWithoutRef<'article'>, 'children'> & {
  room: RoomView;
  variant?: RoomCardVariant;
  /** The booking page of a room, from the app's routes. */
  getBookHref: (roomId: number) => string;
  /** Image shown when the room has no photo. Default: the kit's `roomPlaceholderImageUrl`. */
  placeholderImageUrl?: string;
  /** Level of the room-type heading. Default 3. */
  headingLevel?: HeadingLevel;
  /**
   * Load the photo at once and first, not lazily: for the first card of a list, whose photo is the largest content
   * of a phone's first screen (a lazy one starts loading only after layout, delaying the page's largest paint).
   */
  isImageEager?: boolean;
  /**
   * The spec's filler text ('Some room information goes here…') for a room without a description: search results
   * only, where the spec puts it. Elsewhere such a card shows no text.
   */
  showFillerText?: boolean;
  messages?: Partial<RoomCardMessages>;
};

/**
 * One room: photo (or placeholder), room type, price per night (and the searched stay's total when it has one) and a 'Book Now' link (described by the
 * room type, so a list of cards has distinguishable links). In the carousel the photo links to the
 * booking page too, for pointer users only: one tab stop per card.
 */
export const RoomCard = forwardRef<HTMLElement, RoomCardProps>(function RoomCard({
  room,
  variant = 'result',
  getBookHref,
  placeholderImageUrl = roomPlaceholderImageUrl,
  headingLevel = 3,
  isImageEager = false,
  showFillerText = false,
  messages,
  ...rest
}, ref) {
  const t = useMessages('RoomCard', roomCardMessages, messages);
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const bookHref = getBookHref(room.id);
  const price = formatMoney(room.roomPrice);
  // The description's first paragraph, cut to three lines by the styles (no text logic here: a card is on the home
  // page's first JavaScript).
  const text = room.description?.split(/\n\s*\n/, 1)[0] || (showFillerText ? t.description : '');

  const image = (
    <S.Image
      src={room.imageUrl ?? placeholderImageUrl}
      alt={formatMessage(t.imageAlt, { roomType: room.roomType })}
      data-variant={variant}
      loading={isImageEager ? 'eager' : 'lazy'}
      fetchPriority={isImageEager ? 'high' : undefined}
    />
  );

  return (
    <S.Root aria-labelledby={headingId} data-variant={variant} ref={ref} {...rest}>
      {variant === 'carousel' ? (
        <S.ImageLink href={bookHref} tabIndex={-1} aria-hidden="true">
          {image}
        </S.ImageLink>
      ) : (
        image
      )}
      <S.Body>
        <Heading level={headingLevel} size="md" id={headingId}>
          {room.roomType}
        </Heading>
        <S.Price>
          {formatMessage(variant === 'carousel' ? t.pricePerNightCompact : t.pricePerNight, { price })}
        </S.Price>
        {room.stay ? <S.StayTotal>{formatMessage(t.stayTotal, { nights: room.stay.nights, price: formatMoney(room.stay.totalPrice) })}</S.StayTotal> : null}
        {variant === 'result' && text ? <S.Description>{text}</S.Description> : null}
        <S.Actions>
          <Link href={bookHref} variant="primary" aria-describedby={headingId}>
            {t.bookNow}
          </Link>
        </S.Actions>
      </S.Body>
    </S.Root>
  );
});
