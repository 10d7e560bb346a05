import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { retryStory } from '../../stories/retryStory';
import { placeholderImageUrl, rooms } from '../../fixtures/rooms';
import { RoomCarousel } from './RoomCarousel';
import { roomCarouselMessages } from './RoomCarousel.messages';
import { storyArrows, storyFormat } from '../../stories/locales';
import { asTextContent, storyMessages, playMessages } from '../../stories/storyMessages';
import { storyHrefs } from '../../stories/ScreenShell';
import { formatMessage } from '../../messages/Message';

const meta = {
  title: 'Home/RoomCarousel',
  component: RoomCarousel,
  args: { browseAllHref: storyHrefs.browseAllRooms, getBookHref: storyHrefs.bookRoom, rooms, placeholderImageUrl, onSlideChange: fn() },
} satisfies Meta<typeof RoomCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const slideRoomIds = (slide: HTMLElement, bookNow: string) =>
  within(slide)
    .getAllByRole('link', { name: bookNow })
    .map((link) => link.getAttribute('href'));

/** Thirteen rooms: four slides of four (the last has one). */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    const carousel = canvas.getByRole('region', { name: messages.RoomCarousel.label });
    await expect(carousel).toHaveAttribute('aria-roledescription', messages.RoomCarousel.roleDescription);
    await expect(within(carousel).getByRole('link', { name: messages.RoomCarousel.browseAllRooms })).toHaveAttribute('href', '/browse-all-rooms');
    const first = canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 1, count: 4 }) });
    await expect(slideRoomIds(first, messages.RoomCard.bookNow)).toEqual(['/book-room/1', '/book-room/2', '/book-room/3', '/book-room/4']);
    await expect(within(first).getByRole('article', { name: 'Single' })).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNightCompact, { price: formatMoney(89) })));

    await userEvent.click(canvas.getByRole('button', { name: messages.RoomCarousel.next }));
    await expect(args.onSlideChange).toHaveBeenLastCalledWith(2);
    await expect(slideRoomIds(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 2, count: 4 }) }), messages.RoomCard.bookNow)).toEqual([
      '/book-room/5',
      '/book-room/6',
      '/book-room/7',
      '/book-room/8',
    ]);
    // Previous from slide 1 wraps to the last slide.
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomCarousel.previous }));
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomCarousel.previous }));
    await expect(slideRoomIds(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 4, count: 4 }) }), messages.RoomCard.bookNow)).toEqual(['/book-room/13']);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomCarousel.next }));
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 1, count: 4 }) })).toBeInTheDocument();
  },
};

/** Wide screens show the slide's four cards in one row, with 200px-high images. */
export const FourAcross: Story = {
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(4);
    const tops = new Set(images.map((image) => Math.round(image.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const image of images) await expect(image.getBoundingClientRect().height).toBe(200);
  },
};

/**
 * Keyboard: the buttons, then ArrowRight/ArrowLeft anywhere inside the carousel (mirrored right to left); focus never
 * falls off a removed card.
 */
export const KeyboardNavigation: Story = {
  tags: ['test-only'],
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const arrows = storyArrows(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.RoomCarousel.browseAllRooms })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.RoomCarousel.previous })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: messages.RoomCarousel.next });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 2, count: 4 }) })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 3, count: 4 }) })).toBeInTheDocument();
    await userEvent.keyboard(arrows.next);
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 4, count: 4 }) })).toBeInTheDocument();
    await userEvent.keyboard(arrows.next);
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 1, count: 4 }) })).toBeInTheDocument();
    await userEvent.keyboard(arrows.previous);
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 4, count: 4 }) })).toBeInTheDocument();
    await expect(next).toHaveFocus();

    // From a card: the slide changes and focus moves to the slide area, not to the page.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.RoomCard.bookNow })).toHaveFocus();
    await userEvent.keyboard(arrows.previous);
    const third = canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 3, count: 4 }) });
    await expect(third.parentElement).toHaveFocus();
    await userEvent.tab();
    await expect(within(third).getAllByRole('link', { name: messages.RoomCard.bookNow })[0]).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RoomCarousel.loading);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyMessages(globals, 'RoomCarousel', roomCarouselMessages).loadError);
    await expect(canvas.getByRole('link', { name: messages.RoomCarousel.browseAllRooms })).toBeInTheDocument();
  },
};

/** The hotel could not be reached: the app's text in the guest's words, and Retry. */
export const WithRetry: Story = retryStory;

/** Four rooms or fewer: one slide, no buttons. */
export const SingleSlide: Story = {
  args: { rooms: rooms.slice(0, 3) },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 1, count: 1 }) })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 1, count: 1 }) })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rooms: [] },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messages.RoomCarousel.browseAllRooms })).toBeInTheDocument();
  },
};

/** Narrow screens stack the slide's cards; each slide still holds four rooms. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(within(canvas.getByRole('group', { name: formatMessage(messages.RoomCarousel.slideLabel, { index: 1, count: 4 }) })).getAllByRole('article')).toHaveLength(4);
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
