import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { rooms } from '../../fixtures/rooms';
import { formatMessage } from '../../messages/Message';
import { ExistingRoomsTable } from './ExistingRoomsTable';
import { existingRoomsTableMessages } from './ExistingRoomsTable.messages';
import { pageName, paginationName, playMessages, storyMessages, themeColor } from '../../stories/storyMessages';
import { storyFormat } from '../../stories/locales';
import { storyHrefs } from '../../stories/ScreenShell';

const meta = {
  title: 'Admin/ExistingRoomsTable',
  component: ExistingRoomsTable,
  // Thirteen rooms: two pages of eight.
  args: { addRoomHref: storyHrefs.addRoom, getViewRoomHref: storyHrefs.bookRoom, getEditRoomHref: storyHrefs.editRoom, getRatesHref: storyHrefs.roomRates, getCalendarSyncHref: storyHrefs.calendarSync, rooms, onDelete: fn(), onRoomTypeChange: fn(), onPageChange: fn() },
} satisfies Meta<typeof ExistingRoomsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a row's action names are built from: the room's id and type. */
const roomParams = (id: number) => ({ id, roomType: rooms.find((room) => room.id === id)!.roomType });

const rowIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const { ExistingRoomsTable: t, RoomFilter: filter } = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: t.heading })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: t.tableCaption });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      t.id,
      t.roomType,
      t.roomPrice,
      t.actions,
    ]);
    // Eight per page.
    await expect(rowIds(table)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent)).toEqual(['1', 'Single', storyFormat(globals).formatMoney(89)]);
    await expect(canvas.getByRole('link', { name: t.addRoom })).toHaveAttribute('href', '/add-room');
    await expect(canvas.getByRole('combobox', { name: filter.label })).toHaveValue('');
    await expect(canvas.getByRole('option', { name: filter.placeholder })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: paginationName(globals) })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute('aria-current', 'page');
  },
};

export const RowActions: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'ExistingRoomsTable', existingRoomsTableMessages);
    await expect(canvas.getByRole('link', { name: formatMessage(t.viewRoom, roomParams(3)) })).toHaveAttribute('href', args.getViewRoomHref(3));
    await expect(canvas.getByRole('link', { name: formatMessage(t.editRoom, roomParams(3)) })).toHaveAttribute('href', args.getEditRoomHref(3));
    await expect(canvas.getByRole('link', { name: formatMessage(t.roomRates, roomParams(3)) })).toHaveAttribute('href', args.getRatesHref!(3));
    await expect(canvas.getByRole('link', { name: formatMessage(t.calendarSync, roomParams(3)) })).toHaveAttribute('href', args.getCalendarSyncHref!(3));
    // Nothing is deleted by one click: a dialog names the room (id and type); Escape keeps it and focus comes back.
    const room3 = roomParams(3);
    const delete3 = canvas.getByRole('button', { name: formatMessage(t.deleteRoom, room3) });
    await userEvent.click(delete3);
    const dialog = await canvas.findByRole('dialog', { name: formatMessage(t.confirmDeleteTitle, room3) });
    await expect(dialog).toHaveAccessibleDescription(formatMessage(t.confirmDeleteText, room3));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.confirmDeleteNo })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(delete3).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(delete3);
    await userEvent.click(within(await canvas.findByRole('dialog')).getByRole('button', { name: t.confirmDeleteYes }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await expect(args.onDelete).toHaveBeenCalledWith(3);
    await waitFor(() => expect(delete3).toHaveFocus());

    // Keyboard: each row's actions are in reading order; Enter asks, Tab reaches Yes, Enter deletes.
    const room5 = roomParams(5);
    // Focus the first action once the dialog's own focus return has settled (it may land after the delete above).
    const view5 = canvas.getByRole('link', { name: formatMessage(t.viewRoom, room5) });
    await waitFor(() => {
      view5.focus();
      expect(view5).toHaveFocus();
    });
    // Tab from each action leads to the next; a step is tried again from its action if a late focus return moved focus.
    const tabFrom = (from: HTMLElement, to: HTMLElement) =>
      waitFor(async () => {
        from.focus();
        await userEvent.tab();
        expect(to).toHaveFocus();
      });
    const edit5 = canvas.getByRole('link', { name: formatMessage(t.editRoom, room5) });
    const rates5 = canvas.getByRole('link', { name: formatMessage(t.roomRates, room5) });
    const sync5 = canvas.getByRole('link', { name: formatMessage(t.calendarSync, room5) });
    const delete5 = canvas.getByRole('button', { name: formatMessage(t.deleteRoom, room5) });
    await tabFrom(view5, edit5);
    await tabFrom(edit5, rates5);
    await tabFrom(rates5, sync5);
    await tabFrom(sync5, delete5);
    await userEvent.keyboard('{Enter}');
    const room5Dialog = await canvas.findByRole('dialog', { name: formatMessage(t.confirmDeleteTitle, room5) });
    await waitFor(() => expect(within(room5Dialog).getByRole('button', { name: t.confirmDeleteNo })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(room5Dialog).getByRole('button', { name: t.confirmDeleteYes })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenLastCalledWith(5));
  },
};

export const CustomHrefs: Story = {
  args: {
    addRoomHref: '/admin/rooms/new',
    getViewRoomHref: (id) => `/rooms/${id}`,
    getEditRoomHref: (id) => `/admin/rooms/${id}/edit`,
    getRatesHref: undefined,
    getCalendarSyncHref: undefined,
  },
  play: async ({ canvas, globals }) => {
    // Without getRatesHref, no row offers rates.
    const t = storyMessages(globals, 'ExistingRoomsTable', existingRoomsTableMessages);
    await expect(canvas.queryByRole('link', { name: formatMessage(t.roomRates, roomParams(2)) })).toBeNull();
    await expect(canvas.queryByRole('link', { name: formatMessage(t.calendarSync, roomParams(2)) })).toBeNull();
    const room2 = roomParams(2);
    await expect(canvas.getByRole('link', { name: t.addRoom })).toHaveAttribute('href', '/admin/rooms/new');
    await expect(canvas.getByRole('link', { name: formatMessage(t.viewRoom, room2) })).toHaveAttribute('href', '/rooms/2');
    await expect(canvas.getByRole('link', { name: formatMessage(t.editRoom, room2) })).toHaveAttribute('href', '/admin/rooms/2/edit');
  },
};

export const Paging: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const table = canvas.getByRole('table', { name: playMessages(globals).ExistingRoomsTable.tableCaption });
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 2) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(rowIds(table)).toEqual(['9', '10', '11', '12', '13']);
    await expect(canvas.getByRole('button', { name: pageName(globals, 2) })).toHaveAttribute('aria-current', 'page');
  },
};

export const FilterByType: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const { ExistingRoomsTable: t, RoomFilter: filter } = playMessages(globals);
    const table = canvas.getByRole('table', { name: t.tableCaption });
    const select = canvas.getByRole('combobox', { name: filter.label });
    // The choices: the empty one, then the distinct types present.
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      filter.placeholder,
      'Single',
      'Double',
      'Twin',
      'Deluxe',
      'Family Suite',
      'Penthouse Suite',
    ]);
    // On page 2, changing the type goes back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 2) }));
    await userEvent.selectOptions(select, 'Single');
    await expect(args.onRoomTypeChange).toHaveBeenLastCalledWith('Single');
    await expect(rowIds(table)).toEqual(['1', '7', '13']);
    // One page: no paginator.
    await expect(canvas.queryByRole('navigation', { name: paginationName(globals) })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: filter.clearFilter }));
    await expect(args.onRoomTypeChange).toHaveBeenLastCalledWith('');
    await expect(select).toHaveValue('');
    await expect(rowIds(table)).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute('aria-current', 'page');
  },
};

export const Deleting: Story = {
  args: { deletingId: 2 },
  play: async ({ args, canvas, userEvent, globals }) => {
    const { deleteRoom } = playMessages(globals).ExistingRoomsTable;
    const button = canvas.getByRole('button', { name: formatMessage(deleteRoom, roomParams(2)) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteSucceeded: Story = {
  args: { message: 'Room No 3 was delete', rooms: rooms.filter((room) => room.id !== 3) },
  play: async ({ canvas, globals }) => {
    const t = playMessages(globals).ExistingRoomsTable;
    const region = canvas.getByRole('region', { name: t.heading });
    await expect(within(region).getByText('Room No 3 was delete')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: formatMessage(t.deleteRoom, roomParams(3)) })).not.toBeInTheDocument();
  },
};

export const DeleteFailed: Story = {
  args: { error: 'Error deleting room Request failed with status code 409' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error deleting room Request failed with status code 409');
    await expect(canvas.getByRole('table', { name: playMessages(globals).ExistingRoomsTable.tableCaption })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    const { loading } = playMessages(globals).ExistingRoomsTable;
    await expect(canvas.getByRole('status')).toHaveTextContent(loading);
    await expect(canvas.getByText(loading)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { status: 'error', error: 'Error fetching rooms' },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error fetching rooms');
    await expect(getComputedStyle(alert).borderLeftColor).toBe(themeColor(canvasElement, 'danger'));
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas, globals }) => {
    const t = playMessages(globals).ExistingRoomsTable;
    await expect(canvas.getByRole('cell', { name: t.empty })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.addRoom })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas, userEvent }) => {
    // The brand's paginator texts apply inside the section.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(canvas.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  },
};
