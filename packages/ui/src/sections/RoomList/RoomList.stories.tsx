import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { placeholderImageUrl, rooms } from '../../fixtures/rooms';
import { RoomList } from './RoomList';
import { pageName, storyMessages, playMessages } from '../../stories/storyMessages';
import { retryStory } from '../../stories/retryStory';
import { roomListMessages } from './RoomList.messages';
import { storyHrefs } from '../../stories/ScreenShell';

const meta = {
  title: 'Booking/RoomList',
  component: RoomList,
  args: { getBookHref: storyHrefs.bookRoom, rooms, placeholderImageUrl, onPageChange: fn(), onRoomTypeChange: fn() },
} satisfies Meta<typeof RoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

const bookHrefs = (canvas: { getAllByRole: (role: 'link', options: { name: string }) => HTMLElement[] }, globals: Record<string, unknown>) =>
  canvas.getAllByRole('link', { name: playMessages(globals).RoomCard.bookNow }).map((link) => link.getAttribute('href'));

/** Thirteen rooms: six per page, three pages, paginators above and below the list. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('combobox', { name: messages.RoomFilter.label })).toHaveValue('');
    const top = canvas.getByRole('navigation', { name: messages.RoomList.paginationTopLabel });
    const bottom = canvas.getByRole('navigation', { name: messages.RoomList.paginationBottomLabel });
    await expect(within(top).getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    // The first photo is the largest paint of a phone's first screen: loaded at once, the others lazily.
    const photoLoading = canvas.getAllByRole('article').map((card) => within(card).getByRole('img').getAttribute('loading'));
    await expect(photoLoading).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    const photoPriority = canvas.getAllByRole('article').map((card) => within(card).getByRole('img').getAttribute('fetchpriority'));
    await expect(photoPriority).toEqual(['high', null, null, null, null, null]);

    await userEvent.click(within(bottom).getByRole('button', { name: pageName(globals, 3) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(bookHrefs(canvas, globals)).toEqual(['/book-room/13']);
    // Both paginators follow the page.
    await expect(within(top).getByRole('button', { name: pageName(globals, 3) })).toHaveAttribute('aria-current', 'page');
    await expect(within(bottom).getByRole('button', { name: pageName(globals, 3) })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(top).getByRole('button', { name: pageName(globals, 2) }));
    await expect(bookHrefs(canvas, globals)).toEqual(['/book-room/7', '/book-room/8', '/book-room/9', '/book-room/10', '/book-room/11', '/book-room/12']);
  },
};

/** Filtering goes back to page 1; Clear Filter shows every room again, from page 1. */
export const AsThePageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('region', { name: messages.RoomList.heading })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: messages.RoomList.heading })).toBeInTheDocument();
    // Room cards sit one level below the page heading.
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

export const FilterResetsPage: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(within(canvas.getByRole('navigation', { name: messages.RoomList.paginationTopLabel })).getByRole('button', { name: pageName(globals, 2) }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomFilter.label }), 'Single');
    await expect(args.onRoomTypeChange).toHaveBeenLastCalledWith('Single');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(bookHrefs(canvas, globals)).toEqual(['/book-room/1', '/book-room/7', '/book-room/13']);
    await expect(within(canvas.getByRole('navigation', { name: messages.RoomList.paginationTopLabel })).getAllByRole('button')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: messages.BookingDateRangeFilter.clearFilter }));
    await expect(args.onRoomTypeChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('combobox', { name: messages.RoomFilter.label })).toHaveValue('');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('navigation', { name: messages.RoomList.paginationTopLabel })).toBeInTheDocument();
    await expect(within(canvas.getByRole('navigation', { name: messages.RoomList.paginationTopLabel })).getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The filter matches whole types: 'Single' does not bring 'Single Deluxe' rooms. */
export const ExactTypeMatch: Story = {
  tags: ['test-only'],
  args: {
    rooms: [
      { id: 1, roomType: 'Single', roomPrice: 90, imageUrl: null },
      { id: 2, roomType: 'Single Deluxe', roomPrice: 140, imageUrl: null },
      { id: 3, roomType: 'single', roomPrice: 95, imageUrl: null },
    ],
  },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomFilter.label });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      messages.RoomFilter.placeholder,
      'Single',
      'Single Deluxe',
    ]);
    await userEvent.selectOptions(select, 'Single');
    await expect(bookHrefs(canvas, globals)).toEqual(['/book-room/1', '/book-room/3']);
  },
};

export const Filtered: Story = {
  args: { defaultRoomType: 'Deluxe' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RoomList.loading);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A failed load without a text from the app: the spec's text, and no Retry without `onRetry`. */
export const WithError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyMessages(globals, 'RoomList', roomListMessages).loadError);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The hotel could not be reached: the app's text in the guest's words, and Retry. */
export const WithRetry: Story = retryStory;

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(messages.RoomList.empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Go to page 2' })).toHaveLength(2);
  },
};
