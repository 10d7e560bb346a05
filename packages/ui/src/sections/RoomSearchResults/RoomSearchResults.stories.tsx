import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { placeholderImageUrl, rooms } from '../../fixtures/rooms';
import { RoomSearchResults } from './RoomSearchResults';
import { storyFormat } from '../../stories/locales';
import { asTextContent, pageName, paginationName, playMessages } from '../../stories/storyMessages';
import { storyHrefs } from '../../stories/ScreenShell';
import { formatMessage } from '../../messages/Message';

const meta = {
  title: 'Home/RoomSearchResults',
  component: RoomSearchResults,
  args: { getBookHref: storyHrefs.bookRoom, rooms, placeholderImageUrl, onClear: fn(), onPageChange: fn() },
} satisfies Meta<typeof RoomSearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Thirteen rooms: three per page, five pages. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    await expect(canvas.getByRole('region', { name: messages.RoomSearchResults.heading })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(cardNames(canvasElement)).toEqual(['Single', 'Double', 'Twin']);
    const pages = within(canvas.getByRole('navigation', { name: paginationName(globals) })).getAllByRole('button');
    await expect(pages).toHaveLength(5);

    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 5) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article')).toHaveTextContent('Single');
    await expect(canvas.getByRole('link', { name: messages.RoomCard.bookNow })).toHaveAttribute('href', '/book-room/13');

    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 2) }));
    await expect(cardNames(canvasElement)).toEqual(['Deluxe', 'Family Suite', 'Penthouse Suite']);
    await expect(canvas.getByRole('article', { name: 'Deluxe' })).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: formatMoney(189) })));
  },
};

/** A search for three nights: each card shows what the stay costs in that room, beside its price per night. */
export const WithStayTotals: Story = {
  args: { rooms: rooms.slice(0, 3).map((room) => ({ ...room, stay: { nights: 3, totalPrice: room.roomPrice * 3 } })) },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    await expect(canvas.getByRole('article', { name: 'Single' })).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.stayTotal, { price: formatMoney(267), nights: 3 })));
    await expect(canvas.getByRole('article', { name: 'Double' })).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: formatMoney(129) })));
    await expect(canvas.getByRole('article', { name: 'Double' })).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.stayTotal, { price: formatMoney(387), nights: 3 })));
  },
};

/** Three rooms fit one page: no paginator. */
export const OnePage: Story = {
  args: { rooms: rooms.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Four rooms: two pages. */
export const TwoPages: Story = {
  args: { rooms: rooms.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('navigation')).getAllByRole('button')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByText(messages.RoomSearchResults.empty)).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchResults.clearSearch }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const ClearSearch: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchResults.clearSearch }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A new search starts again at page 1. */
export const NewResultsResetPage: Story = {
  tags: ['test-only'],
  render: function NewResults(args) {
    const [results, setResults] = useState(args.rooms);
    return (
      <>
        <button type="button" onClick={() => setResults(rooms.slice(6))}>
          New search
        </button>
        <RoomSearchResults {...args} rooms={results} />
      </>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 3) }));
    await expect(canvas.getByRole('button', { name: pageName(globals, 3) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'New search' }));
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Single');
  },
};

/** Controlled: the app owns the page. */
export const ControlledPage: Story = {
  tags: ['test-only'],
  args: { page: 4 },
  play: async ({ args, canvas, userEvent, globals }) => {
    await expect(canvas.getByRole('button', { name: pageName(globals, 4) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 1) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    // Still page 4 until the app passes the new page.
    await expect(canvas.getByRole('button', { name: pageName(globals, 4) })).toHaveAttribute('aria-current', 'page');
  },
};

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'More rooms' })).toBeInTheDocument();
  },
};
