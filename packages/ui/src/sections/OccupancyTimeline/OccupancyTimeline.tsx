import {
  forwardRef,
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { format } from 'date-fns';
import type { IsoDate } from '../../logic/dates';
import { parseIsoDate } from '../../logic/dates';
import { DIRECT_SOURCE, moveInGrid, occupancyRow, windowNights, type GridPosition, type OccupancyRow } from '../../logic/occupancy';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import type { HeadingLevel } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useFormat } from '../../provider/useFormat';
import type { LoadStatus, OccupancyRoomView, OccupancyStayView } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { OccupancyPeriodPicker, type OccupancyPeriod } from './OccupancyPeriodPicker';
import { occupancyTimelineMessages, type OccupancyTimelineMessages } from './OccupancyTimeline.messages';
import * as S from './OccupancyTimeline.styles';

export type OccupancyTimelineProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The rooms, one row each, in the order given. */
  rooms: readonly OccupancyRoomView[];
  /** The nights shown, [from, to). */
  period: OccupancyPeriod;
  /** The hotel's today, marked on the grid when it is in the period. */
  today?: IsoDate;
  /** A stay booked here was pressed (click, Enter or Space on one of its nights), with its booking's id. */
  onStayPress: (bookingId: number) => void;
  /** The period picker's new window; without it there is no picker. */
  onPeriodChange?: (period: OccupancyPeriod) => void;
  /** The longest window the picker accepts. Default 93 nights. */
  maxNights?: number;
  /** 'loading' shows 'Loading occupancy'; 'error' shows `error` (or 'Error fetching occupancy'). */
  status?: LoadStatus;
  /** The app's failure text, shown as is. */
  error?: string;
  /** Offers Retry beside a failed load; the app loads the period again. */
  onRetry?: () => void;
  /** Outline level of the 'Occupancy' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<OccupancyTimelineMessages>;
};

/** Rooms PageUp and PageDown move (the keyboard hint says so). */
const PAGE_ROWS = 10;

type NightLabel = { date: IsoDate; day: string; weekday: string; month: string; full: string; isWeekend: boolean };

/**
 * The admin's tape chart: rooms as rows, nights as columns, stays as bars. An ARIA grid (one tab stop; arrow keys,
 * mirrored right to left, where ArrowLeft leads to the next night; Home/End, Ctrl+Home/End, PageUp/PageDown; Enter
 * or Space opens a stay's booking); only the rows and nights in view
 * are rendered, so a thousand rooms over 93 nights scroll like ten. Closures are hatched, conflicts carry a warning
 * sign and a dashed frame, imported events are dotted outlines, today has a thick frame: none is told by colour alone,
 * and every night says in words what it holds.
 */
export const OccupancyTimeline = forwardRef<HTMLElement, OccupancyTimelineProps>(function OccupancyTimeline(
  { rooms, period, today, onStayPress, onPeriodChange, maxNights = 93, headingLevel = 2, messages, ...rest },
  ref,
) {
  const t = useMessages('OccupancyTimeline', occupancyTimelineMessages, messages);
  const { formatDate, dateLocale } = useFormat();
  const nights = useMemo(() => windowNights(period.from, period.to), [period.from, period.to]);
  const labels = useMemo<NightLabel[]>(
    () =>
      nights.map((date, index) => {
        const day = parseIsoDate(date)!;
        return {
          date,
          day: format(day, 'd', { locale: dateLocale }),
          weekday: format(day, 'EEEEEE', { locale: dateLocale }),
          // The month's name above its first night, and above the first column.
          month: index === 0 || day.getDate() === 1 ? format(day, 'MMM', { locale: dateLocale }) : '',
          full: formatDate(date, 'range'),
          isWeekend: day.getDay() === 0 || day.getDay() === 6,
        };
      }),
    [nights, formatDate, dateLocale],
  );

  const hasGrid = rooms.length > 0 && nights.length > 0;
  return (
    // `rest` carries the load status, error and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <S.Toolbar>
        {onPeriodChange ? <OccupancyPeriodPicker period={period} maxNights={maxNights} onPeriodChange={onPeriodChange} texts={t} /> : null}
        <TimelineLegend texts={t} />
      </S.Toolbar>
      {hasGrid ? (
        <TimelineGrid rooms={rooms} period={period} labels={labels} today={today} onStayPress={onStayPress} texts={t} />
      ) : (
        <S.Empty>{t.empty}</S.Empty>
      )}
    </AdminTableSection>
  );
});

function TimelineLegend({ texts: t }: { texts: OccupancyTimelineMessages }) {
  return (
    <S.Legend aria-label={t.legendLabel}>
      <S.LegendItem>
        <S.Swatch aria-hidden="true">
          <S.Bar as="span" style={{ inset: 0 }} />
        </S.Swatch>
        {t.legendDirect}
      </S.LegendItem>
      <S.LegendItem>
        <S.Swatch aria-hidden="true">
          <S.Bar as="span" data-imported="" style={{ inset: 0 }} />
        </S.Swatch>
        {t.legendImported}
      </S.LegendItem>
      <S.LegendItem>
        <S.Swatch aria-hidden="true">
          <S.ClosedMark />
        </S.Swatch>
        {t.legendClosed}
      </S.LegendItem>
      <S.LegendItem>
        <S.Swatch aria-hidden="true">
          <ConflictSign />
        </S.Swatch>
        {t.legendConflict}
      </S.LegendItem>
      <S.LegendItem>
        <S.Swatch aria-hidden="true">
          <S.NightHeader as="span" aria-current="date" style={{ inset: 0, inlineSize: 'auto' }} />
        </S.Swatch>
        {t.today}
      </S.LegendItem>
    </S.Legend>
  );
}

function ConflictSign() {
  return (
    <S.ConflictMark aria-hidden="true">
      <span>!</span>
    </S.ConflictMark>
  );
}

type TimelineGridProps = {
  rooms: readonly OccupancyRoomView[];
  period: OccupancyPeriod;
  labels: readonly NightLabel[];
  today: IsoDate | undefined;
  onStayPress: (bookingId: number) => void;
  texts: OccupancyTimelineMessages;
};

/** The rendered range plus one index that must stay rendered (the focused cell's), so focus is never lost. */
function keepIndex(keep: number) {
  return (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    if (keep < 0 || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  };
}

function TimelineGrid({ rooms, period, labels, today, onStayPress, texts: t }: TimelineGridProps) {
  const { formatDate } = useFormat();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const focusAfterRender = useRef(false);
  const [isRtl, setIsRtl] = useState(false);
  useLayoutEffect(() => {
    if (scrollerRef.current) setIsRtl(getComputedStyle(scrollerRef.current).direction === 'rtl');
  }, []);

  const nightCount = labels.length;
  // Rows and columns of the grid: row 0 holds the nights' headers, column 0 the rooms'.
  const rowCount = rooms.length + 1;
  const colCount = nightCount + 1;
  const activeRoom = active.row - 1;
  const activeNight = active.col - 1;

  // The virtualisers hand out fresh measurements on every scroll; the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer({
    count: rooms.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => S.ROW_HEIGHT,
    paddingStart: S.HEADER_HEIGHT,
    // Scrolling re-renders in React's own time rather than synchronously inside each scroll event.
    useFlushSync: false,
    scrollPaddingStart: S.HEADER_HEIGHT,
    overscan: 4,
    rangeExtractor: useMemo(() => keepIndex(activeRoom), [activeRoom]),
  });
  const nightVirtualizer = useVirtualizer({
    horizontal: true,
    isRtl,
    count: nightCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => S.NIGHT_WIDTH,
    paddingStart: S.ROOM_COLUMN_WIDTH,
    useFlushSync: false,
    scrollPaddingStart: S.ROOM_COLUMN_WIDTH,
    overscan: 3,
    rangeExtractor: useMemo(() => keepIndex(activeNight), [activeNight]),
  });

  const shownNights = nightVirtualizer.getVirtualItems().map((item) => item.index);
  // One array per distinct range, so rows that did not change keep their memo while the grid scrolls vertically.
  const nightsKey = shownNights.join(',');
  const columns = useMemo(() => shownNights, [nightsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // Each room's spans, worked out once per period and only for the rooms that come into view.
  const rowOf = useMemo(() => {
    const cache = new Map<OccupancyRoomView, OccupancyRow>();
    return (room: OccupancyRoomView) => {
      let row = cache.get(room);
      if (!row) {
        row = occupancyRow(room, period.from, nightCount);
        cache.set(room, row);
      }
      return row;
    };
    // A new list of rooms starts a new cache, so rooms that are gone are not kept.
  }, [rooms, period.from, nightCount]); // eslint-disable-line react-hooks/exhaustive-deps
  // Every night says its stay's dates: each date is formatted once.
  const dateText = useMemo(() => {
    const cache = new Map<IsoDate, string>();
    return (date: IsoDate) => {
      let text = cache.get(date);
      if (text === undefined) {
        text = formatDate(date, 'range');
        cache.set(date, text);
      }
      return text;
    };
  }, [formatDate]);
  const todayIndex = today ? labels.findIndex((label) => label.date === today) : -1;

  const bookingAt = (position: GridPosition): number | undefined => {
    const room = rooms[position.row - 1];
    if (!room || position.col < 1) return undefined;
    const row = rowOf(room);
    const stay = row.stays[row.stayAt[position.col - 1] ?? -1];
    return stay?.item.bookingId;
  };

  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    if (active.row > 0) rowVirtualizer.scrollToIndex(active.row - 1);
    if (active.col > 0) nightVirtualizer.scrollToIndex(active.col - 1);
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`)?.focus({ preventScroll: true });
  }, [active, rowVirtualizer, nightVirtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      const bookingId = bookingAt(active);
      if (bookingId !== undefined) {
        event.preventDefault();
        onStayPress(bookingId);
      }
      return;
    }
    const next = moveInGrid(active, {
      key: event.key,
      ctrlKey: event.ctrlKey || event.metaKey,
      rows: rowCount,
      cols: colCount,
      pageRows: PAGE_ROWS,
      isRtl,
    });
    if (!next) return;
    event.preventDefault();
    focusAfterRender.current = true;
    setActive(next);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const position = { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
    setActive(position);
    const bookingId = bookingAt(position);
    if (bookingId !== undefined) onStayPress(bookingId);
  };

  const nightText = useCallback(
    (row: OccupancyRow, night: number): string => {
      const stayText = (stay: OccupancyStayView) => {
        const dates = { checkIn: dateText(stay.checkInDate), checkOut: dateText(stay.checkOutDate) };
        return stay.source === DIRECT_SOURCE
          ? formatMessage(t.directStay, { ...dates, guest: stay.guestName || t.unnamedGuest })
          : formatMessage(t.importedStay, { ...dates, source: stay.source });
      };
    const parts: string[] = [];
    const stay = row.stays[row.stayAt[night]!];
    if (stay) parts.push(stayText(stay.item));
    const conflict = row.conflicts[row.conflictAt[night]!]?.item;
    if (conflict) {
      parts.push(
        formatMessage(t.conflict, {
          source: conflict.source,
          bookingId: conflict.bookingId,
          checkIn: dateText(conflict.checkInDate),
          checkOut: dateText(conflict.checkOutDate),
        }),
      );
    }
    const closure = row.closures[row.closureAt[night]!]?.item;
    if (closure) {
      const range = { start: dateText(closure.startDate), end: dateText(closure.endDate) };
      parts.push(closure.reason ? formatMessage(t.closedWithReason, { ...range, reason: closure.reason }) : formatMessage(t.closed, range));
    }
    return parts.length > 0 ? parts.join('; ') : t.free;
    },
    [t, dateText],
  );
  // A night's words are worked out once per row: scrolling sideways renders the rows again, not their texts.
  const cachedNightText = useMemo(() => {
    const cache = new WeakMap<OccupancyRow, string[]>();
    return (row: OccupancyRow, night: number): string => {
      let texts = cache.get(row);
      if (!texts) {
        texts = [];
        cache.set(row, texts);
      }
      return (texts[night] ??= nightText(row, night));
    };
  }, [nightText]);

  const tabStop = (row: number, col: number) => (active.row === row && active.col === col ? 0 : -1);
  const last = labels[labels.length - 1]!;

  return (
    <>
      <VisuallyHidden id={hintId}>{t.keyboardHint}</VisuallyHidden>
      <S.Scroller ref={scrollerRef}>
        {/* Clicks and keys are handled once for the whole grid; each cell says where it is. */}
        <S.Grid
          ref={gridRef}
          role="grid"
          aria-label={formatMessage(t.gridLabel, { first: labels[0]!.full, last: last.full })}
          aria-describedby={hintId}
          aria-rowcount={rowCount}
          aria-colcount={colCount}
          aria-readonly="true"
          style={{ blockSize: rowVirtualizer.getTotalSize(), inlineSize: nightVirtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
          onClick={onClick}
        >
          <S.HeaderRow role="row" aria-rowindex={1}>
            <S.RoomCell role="columnheader" aria-colindex={1} tabIndex={tabStop(0, 0)} data-row={0} data-col={0}>
              {t.roomHeader}
            </S.RoomCell>
            {columns.map((night) => {
              const label = labels[night]!;
              const isToday = night === todayIndex;
              return (
                <div
                  key={night}
                  className="night"
                  role="columnheader"
                  aria-colindex={night + 2}
                  aria-current={isToday ? 'date' : undefined}
                  data-weekend={label.isWeekend || undefined}
                  tabIndex={tabStop(0, night + 1)}
                  data-row={0}
                  data-col={night + 1}
                  style={{ insetInlineStart: S.ROOM_COLUMN_WIDTH + night * S.NIGHT_WIDTH }}
                >
                  <span aria-hidden="true">{label.month || '\u00a0'}</span>
                  <b aria-hidden="true">{label.day}</b>
                  <span aria-hidden="true">{label.weekday}</span>
                  <span className="sr">{isToday ? formatMessage(t.todayDate, { date: label.full }) : label.full}</span>
                </div>
              );
            })}
          </S.HeaderRow>
          {rowVirtualizer.getVirtualItems().map((item) => {
            const room = rooms[item.index]!;
            return (
              <TimelineRow
                key={room.roomId}
                room={room}
                row={rowOf(room)}
                index={item.index}
                top={item.start}
                columns={columns}
                activeCol={active.row === item.index + 1 ? active.col : -1}
                todayIndex={todayIndex}
                width={nightVirtualizer.getTotalSize()}
                nightText={cachedNightText}
                texts={t}
              />
            );
          })}
        </S.Grid>
      </S.Scroller>
    </>
  );
}

type TimelineRowProps = {
  room: OccupancyRoomView;
  row: OccupancyRow;
  index: number;
  top: number;
  columns: readonly number[];
  /** The focused cell's column when it is in this row, else -1. */
  activeCol: number;
  todayIndex: number;
  width: number;
  nightText: (row: OccupancyRow, night: number) => string;
  texts: OccupancyTimelineMessages;
};

/** One room's row; re-rendered only when its place, the nights in view or its focus change. */
const TimelineRow = memo(
  function TimelineRow({ room, row, index, top, columns, activeCol, todayIndex, width, nightText, texts: t }: TimelineRowProps) {
    const rowIndex = index + 1;
    const first = columns[0] ?? 0;
    const lastShown = columns[columns.length - 1] ?? -1;
    return (
      <div className="row" role="row" aria-rowindex={rowIndex + 1} style={{ insetBlockStart: top, inlineSize: width }}>
        <TimelineRoomCell room={room} rowIndex={rowIndex} tabbable={activeCol === 0} texts={t} />
        {row.stays.map(({ start, end, item }, stay) =>
          end > first && start <= lastShown ? (
            <span
              key={stay}
              className="bar"
              aria-hidden="true"
              data-imported={item.source === DIRECT_SOURCE ? undefined : ''}
              style={{ insetInlineStart: S.ROOM_COLUMN_WIDTH + start * S.NIGHT_WIDTH + 2, inlineSize: (end - start) * S.NIGHT_WIDTH - 4 }}
            >
              {item.source === DIRECT_SOURCE ? item.guestName || t.unnamedGuest : item.source}
            </span>
          ) : null,
        )}
        {columns.map((night) => (
          <TimelineNight
            key={night}
            row={row}
            rowIndex={rowIndex}
            night={night}
            tabbable={activeCol === night + 1}
            isToday={night === todayIndex}
            nightText={nightText}
          />
        ))}
      </div>
    );
  },
  (before, after) =>
    before.room === after.room &&
    before.row === after.row &&
    before.top === after.top &&
    before.columns === after.columns &&
    before.activeCol === after.activeCol &&
    before.todayIndex === after.todayIndex &&
    before.width === after.width &&
    before.nightText === after.nightText &&
    before.texts === after.texts,
);

/** A row's header: the room, which stays in view while the nights scroll sideways. */
const TimelineRoomCell = memo(function TimelineRoomCell({
  room,
  rowIndex,
  tabbable,
  texts: t,
}: {
  room: OccupancyRoomView;
  rowIndex: number;
  tabbable: boolean;
  texts: OccupancyTimelineMessages;
}) {
  return (
    <div className="room" role="rowheader" aria-colindex={1} tabIndex={tabbable ? 0 : -1} data-row={rowIndex} data-col={0}>
      <b>{room.roomId}</b>
      <span>{room.roomType}</span>
      <VisuallyHidden>{formatMessage(t.roomName, { roomId: room.roomId, roomType: room.roomType })}</VisuallyHidden>
    </div>
  );
});

type TimelineNightProps = {
  row: OccupancyRow;
  rowIndex: number;
  night: number;
  tabbable: boolean;
  isToday: boolean;
  nightText: (row: OccupancyRow, night: number) => string;
};

/**
 * One night of a row: rendered when it comes into view, then left alone while the grid scrolls. Its words are its
 * label rather than hidden text, so the hundreds of nights in view add no text for the browser to lay out.
 */
const TimelineNight = memo(function TimelineNight({ row, rowIndex, night, tabbable, isToday, nightText }: TimelineNightProps) {
  const stay = row.stays[row.stayAt[night]!];
  return (
    <div
      role="gridcell"
      aria-colindex={night + 2}
      tabIndex={tabbable ? 0 : -1}
      data-row={rowIndex}
      data-col={night + 1}
      data-today={isToday || undefined}
      data-bookable={stay?.item.bookingId !== undefined || undefined}
      aria-label={nightText(row, night)}
      style={{ insetInlineStart: S.ROOM_COLUMN_WIDTH + night * S.NIGHT_WIDTH }}
    >
      {row.closureAt[night] !== -1 ? <S.ClosedMark aria-hidden="true" /> : null}
      {row.conflictAt[night] !== -1 ? <ConflictSign /> : null}
    </div>
  );
});
