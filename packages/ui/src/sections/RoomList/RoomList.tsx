import { forwardRef, useId, useState, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { filterRoomsByType } from '../../logic/roomFilter';
import { useMessages } from '../../messages/useMessages';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Paginator, usePagedList } from '../../components/Paginator';
import { RoomCard, type RoomCardMessages } from '../../components/RoomCard';
import { RoomFilter, type RoomFilterMessages } from '../../components/RoomFilter';
import type { LoadStatus, RoomView } from '../../types/views';
import { SectionStatus } from '../SectionStatus';
import { roomListMessages, type RoomListMessages } from './RoomList.messages';

/** The spec's page size for Browse all rooms. */
export const ROOM_LIST_PAGE_SIZE = 6;

export type RoomListProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  rooms: readonly RoomView[];
  /** 'loading' shows 'Loading rooms.....'; 'error' shows `error`, else 'Error : Error fetching rooms'. Default 'ready'. */
  status?: LoadStatus;
  /** The failure's text from the app, shown as is (see CONTRIBUTING, "Errors"). */
  error?: string;
  /** Offers Retry beside a failed load (`status` 'error'); the app loads the data again. */
  onRetry?: () => void;
  /** Controlled room-type filter ('' for all). Leave it out to let the section keep it. */
  roomType?: string;
  defaultRoomType?: string;
  /** The new filter ('' when cleared). The page goes back to 1 with it. */
  onRoomTypeChange?: (roomType: string) => void;
  /** Controlled 1-based page. Leave it out to let the section keep it. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  getBookHref: (roomId: number) => string;
  placeholderImageUrl?: string;
  /** Level of the section's heading. Default 2; a page that is only this list passes 1. */
  headingLevel?: HeadingLevel;
  /** Level of the room-type headings on the cards. Default one below the section's heading. */
  cardHeadingLevel?: HeadingLevel;
  messages?: Partial<RoomListMessages>;
  roomCardMessages?: Partial<RoomCardMessages>;
  roomFilterMessages?: Partial<RoomFilterMessages>;
};

/**
 * Browse all rooms: the room-type filter, paginators above and below, six room cards per page.
 * Changing or clearing the filter returns to page 1 (the old app kept the page).
 */
export const RoomList = forwardRef<HTMLElement, RoomListProps>(function RoomList({
  rooms,
  status = 'ready',
  error,
  onRetry,
  roomType,
  defaultRoomType = '',
  onRoomTypeChange,
  page,
  defaultPage = 1,
  onPageChange,
  getBookHref,
  placeholderImageUrl,
  headingLevel = 2,
  cardHeadingLevel = Math.min(headingLevel + 1, 6) as HeadingLevel,
  messages,
  roomCardMessages,
  roomFilterMessages,
  ...rest
}, ref) {
  const t = useMessages('RoomList', roomListMessages, messages);
  const headingId = useId();
  const [ownRoomType, setOwnRoomType] = useState(defaultRoomType);
  const filter = roomType ?? ownRoomType;
  const filtered = filterRoomsByType(rooms, filter);
  const { current, changePage } = usePagedList(filtered, ROOM_LIST_PAGE_SIZE, { page, defaultPage, onPageChange });
  const changeFilter = (next: string) => {
    if (roomType === undefined) setOwnRoomType(next);
    onRoomTypeChange?.(next);
    if (current.page !== 1) changePage(1);
  };

  const heading = (
    <Heading level={headingLevel} id={headingId}>
      {t.heading}
    </Heading>
  );

  if (status !== 'ready') {
    return (
      <Root aria-labelledby={headingId} aria-busy={status === 'loading' || undefined} data-status={status} ref={ref} {...rest}>
        {heading}
        <SectionStatus status={status} error={error} loadError={t.loadError} loading={t.loading} onRetry={onRetry} />
      </Root>
    );
  }

  const paginator = (label: string) => (
    <Paginator
      page={current.page}
      pageCount={current.pageCount}
      onPageChange={changePage}
      messages={{ navigationLabel: label }}
    />
  );

  return (
    <Root aria-labelledby={headingId} ref={ref} {...rest}>
      {heading}
      <RoomFilter
        roomTypes={rooms.map((room) => room.roomType)}
        value={filter}
        onChange={changeFilter}
        onClear={() => changeFilter('')}
        messages={roomFilterMessages}
      />
      {filtered.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <>
          {paginator(t.paginationTopLabel)}
          <List>
            {current.items.map((room, index) => (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  getBookHref={getBookHref}
                  placeholderImageUrl={placeholderImageUrl}
                  headingLevel={cardHeadingLevel}
                  isImageEager={index === 0}
                  messages={roomCardMessages}
                />
              </li>
            ))}
          </List>
          {paginator(t.paginationBottomLabel)}
        </>
      )}
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  /*
   * A page of rooms is taller than a screen: while it loads, the section takes a screen already, so what follows
   * it (the page's footer) is not pushed down the first screen when the rooms arrive.
   */
  &[data-status='loading'] {
    min-height: 100vh;
    align-content: start;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
