import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImageUrl, room, roomWithoutPhoto } from '../../fixtures/rooms';
import { RoomCard } from './RoomCard';
import { roomPlaceholderImageUrl } from './roomPlaceholder';
import { storyHrefs } from '../../stories/ScreenShell';
import { formatMessage } from '../../messages/Message';
import { playMessages } from '../../stories/storyMessages';

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

/** A search result: '$89 / night', the filler text, Book Now. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: '$89' }));
    await expect(card).toHaveTextContent(messages.RoomCard.description);
    await expect(canvas.getByRole('img', { name: formatMessage(messages.RoomCard.imageAlt, { roomType: 'Single' }) })).toHaveAttribute('src', room.imageUrl);
    const book = canvas.getByRole('link', { name: messages.RoomCard.bookNow });
    await expect(book).toHaveAttribute('href', '/book-room/1');
    await expect(book).toHaveAccessibleDescription('Single');
    // One link per card: the image is not a link here.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
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
  args: { variant: 'carousel' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const messages = playMessages(globals);
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent(formatMessage(messages.RoomCard.pricePerNightCompact, { price: '$89' }));
    await expect(card).not.toHaveTextContent('Some room information');
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
    await expect(canvas.getByRole('link', { name: messages.RoomCard.bookNow })).toHaveAttribute('href', '/rooms/1/reserve');
    await expect(canvas.getByRole('article')).toHaveTextContent(formatMessage(messages.RoomCard.pricePerNight, { price: '$150.50' }));
  },
};

export const LongRoomType: Story = {
  args: { room: { ...room, roomType: 'Presidential Ocean-View Penthouse Suite with Private Terrace', roomPrice: 12500 } },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
