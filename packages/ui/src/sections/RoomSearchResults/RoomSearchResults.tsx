import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Paginator, usePagedList } from '../../components/Paginator';
import { RoomCard, type RoomCardMessages } from '../../components/RoomCard';
import type { RoomView } from '../../types/views';
import { roomSearchResultsMessages, type RoomSearchResultsMessages } from './RoomSearchResults.messages';

/** The spec's search results page size. */
export const SEARCH_RESULTS_PAGE_SIZE = 3;

export type RoomSearchResultsProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The available rooms found. */
  rooms: readonly RoomView[];
  /** Controlled 1-based page. Leave it out to let the section keep the page (reset to 1 for new results). */
  page?: number;
  /** First page when uncontrolled. Default 1. */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Clear Search. */
  onClear: () => void;
  getBookHref: (roomId: number) => string;
  placeholderImageUrl?: string;
  /** Level of the 'Search Results' heading (cards use the next level). Default 2. */
  headingLevel?: 2 | 3 | 4 | 5;
  messages?: Partial<RoomSearchResultsMessages>;
  roomCardMessages?: Partial<RoomCardMessages>;
};

/** 'Search Results': room cards three per page, paging only when there are more than three, and Clear Search. */
export const RoomSearchResults = forwardRef<HTMLElement, RoomSearchResultsProps>(function RoomSearchResults({
  rooms,
  page,
  defaultPage = 1,
  onPageChange,
  onClear,
  getBookHref,
  placeholderImageUrl,
  headingLevel = 2,
  messages,
  roomCardMessages,
  ...rest
}, ref) {
  const t = useMessages('RoomSearchResults', roomSearchResultsMessages, messages);
  const headingId = useId();
  // New results start again at page 1.
  const { current, changePage } = usePagedList(rooms, SEARCH_RESULTS_PAGE_SIZE, { page, defaultPage, onPageChange, startOverWith: rooms });

  return (
    <Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      {rooms.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <List>
          {current.items.map((room) => (
            <li key={room.id}>
              <RoomCard
                room={room}
                getBookHref={getBookHref}
                placeholderImageUrl={placeholderImageUrl}
                headingLevel={(headingLevel + 1) as HeadingLevel}
                showFillerText
                messages={roomCardMessages}
              />
            </li>
          ))}
        </List>
      )}
      <Paginator page={current.page} pageCount={current.pageCount} onPageChange={changePage} hideWhenSinglePage />
      <div>
        <Button variant="secondary" onPress={onClear}>
          {t.clearSearch}
        </Button>
      </div>
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  & > h2,
  & > h3,
  & > h4,
  & > h5 {
    text-align: center;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
