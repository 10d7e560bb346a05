import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImageUrl, room, roomWithoutPhoto } from '../../fixtures/rooms';
import { RoomCard } from './RoomCard';
import { roomPlaceholderImageUrl } from './roomPlaceholder';
import { storyHrefs } from '../../stories/ScreenShell';

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
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent('$89 / night');
    await expect(card).toHaveTextContent('Some room information goes here for the guest to read through');
    await expect(canvas.getByRole('img', { name: 'Single room' })).toHaveAttribute('src', room.imageUrl);
    const book = canvas.getByRole('link', { name: 'Book Now' });
    await expect(book).toHaveAttribute('href', '/book-room/1');
    await expect(book).toHaveAccessibleDescription('Single');
    // One link per card: the image is not a link here.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** No photo: the placeholder image. */
export const WithoutPhoto: Story = {
  args: { room: roomWithoutPhoto },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Family Suite room' })).toHaveAttribute('src', placeholderImageUrl);
  },
};

/** Without `placeholderImageUrl` the kit's own placeholder picture is used: no image file needed. */
export const DefaultPlaceholder: Story = {
  tags: ['test-only'],
  args: { room: roomWithoutPhoto, placeholderImageUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Family Suite room' })).toHaveAttribute('src', roomPlaceholderImageUrl);
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
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvas.getByRole('article', { name: 'Single' });
    await expect(card).toHaveTextContent('$89/night');
    await expect(card).not.toHaveTextContent('Some room information');
    const links = canvasElement.querySelectorAll('a');
    await expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/book-room/1', '/book-room/1']);
    await expect(canvasElement.querySelector('img')!.getBoundingClientRect().height).toBe(200);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveFocus();
  },
};

export const CustomBookHref: Story = {
  args: { getBookHref: (id) => `/rooms/${id}/reserve`, room: { ...room, roomPrice: 150.5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/rooms/1/reserve');
    await expect(canvas.getByRole('article')).toHaveTextContent('$150.50 / night');
  },
};

export const LongRoomType: Story = {
  args: { room: { ...room, roomType: 'Presidential Ocean-View Penthouse Suite with Private Terrace', roomPrice: 12500 } },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
