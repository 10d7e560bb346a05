import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailedRoom, placeholderImageUrl, room, roomWithoutPhoto } from '../../fixtures/rooms';
import { RoomCard } from './RoomCard';
import { roomPlaceholderImageUrl } from './roomPlaceholder';
import { storyHrefs } from '../../stories/ScreenShell';
import { formatMessage } from '../../messages/Message';
import { storyFormat } from '../../stories/locales';
import { asTextContent, playMessages } from '../../stories/storyMessages';

const meta = {
  title: 'Components/RoomCard',
  component: RoomCard,
  args: { getBookHref: storyHrefs.bookRoom, room, placeholderImageUrl },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoomCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search result for a room without a description: '$89 / night', the spec's filler text, Book Now. */
export const Default: Story = {
  args: { showFillerText: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: formatMoney(89) })));
    await expect(card).toHaveTextContent(messages.RoomCard.description);
    await expect(canvas.getByRole('img', { name: formatMessage(messages.RoomCard.imageAlt, { roomType: 'Single' }) })).toHaveAttribute('src', room.imageUrl);
    const book = canvas.getByRole('link', { name: messages.RoomCard.bookNow });
    await expect(book).toHaveAttribute('href', '/book-room/1');
    await expect(book).toHaveAccessibleDescription('Single');
    // One link per card: the image is not a link here.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** A room with a description: its first paragraph (at most three lines) instead of the filler text, even in search results. */
export const WithDescription: Story = {
  args: { room: detailedRoom, showFillerText: true },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const card = canvas.getByRole('article', { name: 'Single' });
    const [first, second] = detailedRoom.description!.split('\n\n') as [string, string];
    await expect(card).toHaveTextContent(first);
    await expect(card).not.toHaveTextContent(second);
    await expect(card).not.toHaveTextContent(messages.RoomCard.description);
  },
};

/** A list of rooms other than search results (Browse all rooms): no filler text for a room without a description. */
export const WithoutFillerText: Story = {
  tags: ['test-only'],
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('article', { name: 'Single' })).not.toHaveTextContent(messages.RoomCard.description);
    await expect(canvasElement.querySelectorAll('article p')).toHaveLength(1);
  },
};

/** A search result for a stay: beside the price per night, what its nights cost together ('$267 for 3 nights'). */
export const WithStayTotal: Story = {
  args: { room: { ...room, stay: { nights: 3, totalPrice: 267 } } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: formatMoney(89) })));
    await expect(card).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.stayTotal, { price: formatMoney(267), nights: 3 })));
  },
};

/** One night: the singular. */
export const WithOneNightTotal: Story = {
  tags: ['test-only'],
  args: { room: { ...room, stay: { nights: 1, totalPrice: 95.5 } } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    await expect(canvas.getByRole('article', { name: 'Single' })).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.stayTotal, { price: formatMoney(95.5), nights: 1 })));
  },
};

/** No photo: the placeholder image. */
export const WithoutPhoto: Story = {
  args: { room: roomWithoutPhoto },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('img', { name: formatMessage(messages.RoomCard.imageAlt, { roomType: 'Family Suite' }) })).toHaveAttribute('src', placeholderImageUrl);
  },
};

/** Without `placeholderImageUrl` the kit's own placeholder picture is used: no image file needed. */
export const DefaultPlaceholder: Story = {
  tags: ['test-only'],
  args: { room: roomWithoutPhoto, placeholderImageUrl: undefined },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('img', { name: formatMessage(messages.RoomCard.imageAlt, { roomType: 'Family Suite' }) })).toHaveAttribute('src', roomPlaceholderImageUrl);
  },
};

/** Carousel card: '$89/night', image 200px high; image and button both lead to the booking page, one tab stop. */
export const Carousel: Story = {
  args: { variant: 'carousel', room: detailedRoom },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNightCompact, { price: formatMoney(89) })));
    // Compact: neither the description's excerpt nor the filler text.
    await expect(card).not.toHaveTextContent(detailedRoom.description!.split('\n\n')[0]!);
    await expect(card).not.toHaveTextContent(messages.RoomCard.description);
    const links = canvasElement.querySelectorAll('a');
    await expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/book-room/1', '/book-room/1']);
    await expect(canvasElement.querySelector('img')!.getBoundingClientRect().height).toBe(200);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: messages.RoomCard.bookNow })).toHaveFocus();
  },
};

export const CustomBookHref: Story = {
  args: { getBookHref: (id) => `/rooms/${id}/reserve`, room: { ...room, roomPrice: 150.5 } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const { formatMoney } = storyFormat(globals);
    await expect(canvas.getByRole('link', { name: messages.RoomCard.bookNow })).toHaveAttribute('href', '/rooms/1/reserve');
    await expect(canvas.getByRole('article')).toHaveTextContent(asTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: formatMoney(150.5) })));
  },
};

export const LongRoomType: Story = {
  args: { room: { ...room, roomType: 'Presidential Ocean-View Penthouse Suite with Private Terrace', roomPrice: 12500 } },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
