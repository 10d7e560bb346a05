import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { AmenityList, bedTypesMessages, type AmenitiesMessages } from '../../components/AmenityList';
import { paragraphs } from '../../logic/roomText';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { useFormat } from '../../provider/useFormat';
import type { LoadStatus, RoomView } from '../../types/views';
import { RoomGallery, type RoomGalleryMessages } from '../RoomGallery';
import { SectionStatus } from '../SectionStatus';
import { roomDetailsMessages, type RoomDetailsMessages } from './RoomDetails.messages';
import * as S from './RoomDetails.styles';
import { roomPlaceholderImageUrl } from '../../components/RoomCard/roomPlaceholder';

export type RoomDetailsProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** 'loading' shows the loading text, 'error' the error text, 'ready' the room. */
  status: LoadStatus;
  /** The room to show once `status` is 'ready'. */
  room?: RoomView;
  /** The failure's text from the app, shown as is when `status` is 'error' (else 'Error fetching room'). */
  error?: string;
  /** Offers Retry beside a failed load (`status` 'error'); the app loads the data again. */
  onRetry?: () => void;
  /** Image shown when the room has no photo. Default: the kit's `roomPlaceholderImageUrl`. */
  placeholderImageUrl?: string;
  /** Outline level of the room type heading (the services heading is one below). Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<RoomDetailsMessages>;
  amenitiesMessages?: Partial<AmenitiesMessages>;
  /** The gallery's `sizes` where the section sits in another layout than the Book Room page. Default `GALLERY_SIZES`. */
  gallerySizes?: string;
  galleryMessages?: Partial<RoomGalleryMessages>;
};

/**
 * The gallery's width on the Book Room page (this section in SplitLayout's first column, in PageShell): all of a
 * phone's width; half the page from the md breakpoint, where the section puts the photos beside the text; a quarter
 * of it, at most 24rem (PageShell's widest, 96rem, over four), once SplitLayout adds its second column at lg. The app
 * preloads the first photo with it (`imagesizes`), so that both pick the same file.
 */
export const GALLERY_SIZES = '(min-width: 64em) min(25vw, 24rem), (min-width: 48em) 50vw, 100vw';

const serviceKeys = [
  'serviceWifi',
  'serviceStreaming',
  'serviceBreakfast',
  'serviceMiniBar',
  'serviceCarService',
  'serviceParking',
  'serviceLaundry',
] as const satisfies readonly (keyof RoomDetailsMessages)[];

/**
 * A room's photos (its gallery, else its one photo or the placeholder), type, facts (price per night; bed, size and capacity where known), description and amenities (the
 * room detail screen). A room without amenities shows the spec's fixed services list instead.
 */
export const RoomDetails = forwardRef<HTMLElement, RoomDetailsProps>(function RoomDetails({
  status,
  room,
  error,
  onRetry,
  placeholderImageUrl = roomPlaceholderImageUrl,
  headingLevel = 2,
  messages,
  amenitiesMessages,
  gallerySizes = GALLERY_SIZES,
  galleryMessages,
  ...rest
}, ref) {
  const t = useMessages('RoomDetails', roomDetailsMessages, messages);
  const bedTypes = useMessages('BedTypes', bedTypesMessages);
  const { formatMoney } = useFormat();
  const headingId = useId();

  if (status !== 'ready' || !room) {
    const shown = status === 'loading' ? 'loading' : 'error';
    return (
      <S.Root data-status={shown} aria-busy={shown === 'loading' || undefined} ref={ref} {...rest}>
        {shown === 'loading' ? <S.ImagePlaceholder /> : null}
        {/* The same body in both states, so Retry's focus stays in the status while the room reloads. */}
        <S.LoadingBody>
          <SectionStatus status={shown} error={error} loadError={t.loadError} loading={t.loading} onRetry={onRetry} />
        </S.LoadingBody>
      </S.Root>
    );
  }

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <S.Root data-status={status} aria-labelledby={headingId} ref={ref} {...rest}>
      {room.photos?.length ? (
        // Its first photo is the page's largest paint on a phone: the gallery loads it ahead of other requests.
        <RoomGallery photos={room.photos} sizes={gallerySizes} messages={galleryMessages} />
      ) : (
        <S.Image
          src={room.imageUrl ?? placeholderImageUrl}
          alt={formatMessage(t.imageAlt, { roomType: room.roomType })}
          // The page's largest paint on a phone: ahead of other requests.
          fetchPriority="high"
        />
      )}
      <S.Body>
        <Heading level={headingLevel} id={headingId}>
          {room.roomType}
        </Heading>
        <S.Facts>
          <dt>{t.priceLabel}</dt>
          <dd>{formatMoney(room.roomPrice)}</dd>
          {room.bedType ? (
            <>
              <dt>{t.bedLabel}</dt>
              <dd>{bedTypes[room.bedType]}</dd>
            </>
          ) : null}
          {room.sizeSquareMeters ? (
            <>
              <dt>{t.sizeLabel}</dt>
              <dd>{formatMessage(t.sizeValue, { size: room.sizeSquareMeters })}</dd>
            </>
          ) : null}
          {room.capacity ? (
            <>
              <dt>{t.capacityLabel}</dt>
              <dd>{formatMessage(t.capacityValue, { count: room.capacity })}</dd>
            </>
          ) : null}
        </S.Facts>
        {room.description ? (
          <S.Description>
            {paragraphs(room.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </S.Description>
        ) : null}
        {room.amenities?.length ? (
          <>
            <Heading level={subLevel} size="sm">
              {t.amenitiesHeading}
            </Heading>
            <AmenityList amenities={room.amenities} messages={amenitiesMessages} />
          </>
        ) : (
          <>
            <Heading level={subLevel} size="sm">
              {t.servicesHeading}
            </Heading>
            <S.Services>
              {serviceKeys.map((key) => (
                <li key={key}>{t[key]}</li>
              ))}
            </S.Services>
          </>
        )}
      </S.Body>
    </S.Root>
  );
});
