import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Spinner } from '../../primitives/Spinner';
import { useFormat } from '../../provider/useFormat';
import type { LoadStatus, RoomView } from '../../types/views';
import { roomDetailsMessages, type RoomDetailsMessages } from './RoomDetails.messages';
import * as S from './RoomDetails.styles';
import { roomPlaceholderImageUrl } from '../../components/RoomCard/roomPlaceholder';

export type RoomDetailsProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** 'loading' shows the loading text, 'error' the error text, 'ready' the room. */
  status: LoadStatus;
  /** The room to show once `status` is 'ready'. */
  room?: RoomView;
  /** The app's error detail, shown after 'Error fetching room ' when `status` is 'error'. */
  error?: string;
  /** Image shown when the room has no photo. Default: the kit's `roomPlaceholderImageUrl`. */
  placeholderImageUrl?: string;
  /** Outline level of the room type heading (the services heading is one below). Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<RoomDetailsMessages>;
};

const serviceKeys = [
  'serviceWifi',
  'serviceStreaming',
  'serviceBreakfast',
  'serviceMiniBar',
  'serviceCarService',
  'serviceParking',
  'serviceLaundry',
] as const satisfies readonly (keyof RoomDetailsMessages)[];

/** A room's photo, type, price per night and services (the room detail screen). */
export const RoomDetails = forwardRef<HTMLElement, RoomDetailsProps>(function RoomDetails({
  status,
  room,
  error,
  placeholderImageUrl = roomPlaceholderImageUrl,
  headingLevel = 2,
  messages,
  ...rest
}, ref) {
  const t = useMessages('RoomDetails', roomDetailsMessages, messages);
  const { formatMoney } = useFormat();
  const headingId = useId();

  if (status === 'loading') {
    return (
      <S.Root data-status={status} aria-busy="true" ref={ref} {...rest}>
        <S.ImagePlaceholder />
        <S.LoadingBody>
          <Spinner label={t.loading} showLabel />
        </S.LoadingBody>
      </S.Root>
    );
  }

  if (status === 'error' || !room) {
    return (
      <S.Root data-status="error" ref={ref} {...rest}>
        <Alert tone="danger">{formatMessage(t.error, { detail: error ?? '' }).trim()}</Alert>
      </S.Root>
    );
  }

  const subLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <S.Root data-status={status} aria-labelledby={headingId} ref={ref} {...rest}>
      <S.Image
        src={room.imageUrl ?? placeholderImageUrl}
        alt={formatMessage(t.imageAlt, { roomType: room.roomType })}
      />
      <S.Body>
        <Heading level={headingLevel} id={headingId}>
          {room.roomType}
        </Heading>
        <S.Facts>
          <dt>{t.priceLabel}</dt>
          <dd>{formatMoney(room.roomPrice)}</dd>
        </S.Facts>
        <Heading level={subLevel} size="sm">
          {t.servicesHeading}
        </Heading>
        <S.Services>
          {serviceKeys.map((key) => (
            <li key={key}>{t[key]}</li>
          ))}
        </S.Services>
      </S.Body>
    </S.Root>
  );
});
