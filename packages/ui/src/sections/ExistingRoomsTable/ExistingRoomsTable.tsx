import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { ConfirmDialog, useConfirmation } from '../../components/ConfirmDialog';
import { Paginator, usePagedList, type PaginatorMessages } from '../../components/Paginator';
import { RoomFilter, type RoomFilterMessages } from '../../components/RoomFilter';
import { filterRoomsByType } from '../../logic/roomFilter';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import type { HeadingLevel } from '../../primitives/Heading';
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../primitives/Table';
import { useFormat } from '../../provider/useFormat';
import type { LoadStatus, RoomView } from '../../types/views';
import { AdminTableSection } from '../shared/AdminTableSection';
import { CalendarSyncIcon, DeleteIcon, EditIcon, RatesIcon, ViewIcon } from './ExistingRoomsTable.icons';
import { existingRoomsTableMessages, type ExistingRoomsTableMessages } from './ExistingRoomsTable.messages';
import * as S from './ExistingRoomsTable.styles';

export type ExistingRoomsTableProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Every room; the section filters by type and pages them itself. */
  rooms: readonly RoomView[];
  /** 'loading' shows 'Loading existing rooms'; 'error' shows `error` (or 'Error fetching rooms') in red. */
  status?: LoadStatus;
  /** The failure's text from the app, shown as is, e.g. 'Error fetching rooms' or, while ready, 'Error deleting room …'. */
  error?: string;
  /** Success text from the app, e.g. 'Room No 3 was delete'. */
  message?: string;
  /** Offers Retry beside a failed load (`status` 'error'); the app loads the data again. */
  onRetry?: () => void;
  /** A row's delete button, with the room id, once the admin has confirmed in the dialog that names the room. */
  onDelete: (roomId: number) => void;
  /** The room being deleted: its button shows as pending. */
  deletingId?: number | null;
  /** Target of 'Add Room'. */
  addRoomHref: string;
  /** Target of a row's view icon. */
  getViewRoomHref: (roomId: number) => string;
  /** Target of a row's edit icon. */
  getEditRoomHref: (roomId: number) => string;
  /** Target of a row's rates icon (a price tag); without it the rows have no rates link. */
  getRatesHref?: (roomId: number) => string;
  /** Target of a row's calendar icon (the room's calendar sync with booking sites); without it no row has one. */
  getCalendarSyncHref?: (roomId: number) => string;
  /** Rows per page. Default 8. */
  pageSize?: number;
  /** Type filter and page to start with. Defaults '' (all types) and 1. */
  defaultRoomType?: string;
  defaultPage?: number;
  /** Told of filter and page changes (the section keeps both itself); a new type goes back to page 1. */
  onRoomTypeChange?: (roomType: string) => void;
  onPageChange?: (page: number) => void;
  /** Outline level of the 'Existing Rooms' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<ExistingRoomsTableMessages>;
  filterMessages?: Partial<RoomFilterMessages>;
  paginatorMessages?: Partial<PaginatorMessages>;
};


/**
 * The admin 'Existing Rooms' screen section: a room-type filter with Clear Filter, an Add Room link,
 * and a table of rooms (ID, Room Type, Room Price, view/edit/rates/calendar/delete icons), 8 per page.
 */
export const ExistingRoomsTable = forwardRef<HTMLElement, ExistingRoomsTableProps>(function ExistingRoomsTable({
  rooms,
  onDelete,
  deletingId = null,
  addRoomHref,
  getViewRoomHref,
  getEditRoomHref,
  getRatesHref,
  getCalendarSyncHref,
  pageSize = 8,
  defaultRoomType = '',
  defaultPage = 1,
  onRoomTypeChange,
  onPageChange,
  headingLevel = 2,
  messages,
  filterMessages,
  paginatorMessages,
  ...rest
}, ref) {
  const t = useMessages('ExistingRoomsTable', existingRoomsTableMessages, messages);
  const { formatMoney } = useFormat();
  const [roomType, setRoomType] = useState(defaultRoomType);
  const confirmation = useConfirmation((room: RoomView) => onDelete(room.id));
  const asked = confirmation.subject;

  const { current: page, changePage, startOver } = usePagedList(filterRoomsByType(rooms, roomType), pageSize, { defaultPage, onPageChange });

  const changeRoomType = (next: string) => {
    setRoomType(next);
    startOver();
    onRoomTypeChange?.(next);
  };

  return (
    // `rest` carries the load status, error, message and Retry to the frame.
    <AdminTableSection texts={t} headingLevel={headingLevel} ref={ref} {...rest}>
      <S.Toolbar>
        <RoomFilter
          roomTypes={rooms.map((room) => room.roomType)}
          value={roomType}
          onChange={changeRoomType}
          onClear={() => changeRoomType('')}
          messages={filterMessages}
        />
        <S.AddRoom href={addRoomHref} variant="primary">
          {t.addRoom}
        </S.AddRoom>
      </S.Toolbar>
      <Table caption={t.tableCaption} hideCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell align="end">{t.id}</TableHeaderCell>
            <TableHeaderCell>{t.roomType}</TableHeaderCell>
            <TableHeaderCell align="end">{t.roomPrice}</TableHeaderCell>
            <TableHeaderCell>{t.actions}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.items.length === 0 ? (
            <TableEmptyRow colSpan={4}>{t.empty}</TableEmptyRow>
          ) : (
            page.items.map((room) => {
              const params = { id: room.id, roomType: room.roomType };
              const viewLabel = formatMessage(t.viewRoom, params);
              const editLabel = formatMessage(t.editRoom, params);
              const ratesLabel = formatMessage(t.roomRates, params);
              const calendarLabel = formatMessage(t.calendarSync, params);
              const deleteLabel = formatMessage(t.deleteRoom, params);
              return (
                <TableRow key={room.id}>
                  <TableCell align="end">{room.id}</TableCell>
                  <TableCell>{room.roomType}</TableCell>
                  <TableCell align="end">{formatMoney(room.roomPrice)}</TableCell>
                  <TableCell>
                    <S.Actions>
                      <S.IconLink href={getViewRoomHref(room.id)} variant="secondary" aria-label={viewLabel} title={viewLabel}>
                        <ViewIcon />
                      </S.IconLink>
                      <S.IconLink href={getEditRoomHref(room.id)} variant="secondary" aria-label={editLabel} title={editLabel}>
                        <EditIcon />
                      </S.IconLink>
                      {getRatesHref ? (
                        <S.IconLink href={getRatesHref(room.id)} variant="secondary" aria-label={ratesLabel} title={ratesLabel}>
                          <RatesIcon />
                        </S.IconLink>
                      ) : null}
                      {getCalendarSyncHref ? (
                        <S.IconLink href={getCalendarSyncHref(room.id)} variant="secondary" aria-label={calendarLabel} title={calendarLabel}>
                          <CalendarSyncIcon />
                        </S.IconLink>
                      ) : null}
                      <S.IconButton
                        variant="danger"
                        aria-label={deleteLabel}
                        title={deleteLabel}
                        isPending={deletingId === room.id}
                        onPress={() => confirmation.ask(room)}
                      >
                        {deletingId === room.id ? null : <DeleteIcon />}
                      </S.IconButton>
                    </S.Actions>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <Paginator
        page={page.page}
        pageCount={page.pageCount}
        onPageChange={changePage}
        hideWhenSinglePage
        messages={paginatorMessages}
      />
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={asked ? formatMessage(t.confirmDeleteTitle, { id: asked.id, roomType: asked.roomType }) : null}
        description={asked ? formatMessage(t.confirmDeleteText, { id: asked.id, roomType: asked.roomType }) : null}
        confirmLabel={t.confirmDeleteYes}
        cancelLabel={t.confirmDeleteNo}
        headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
      />
    </AdminTableSection>
  );
});
