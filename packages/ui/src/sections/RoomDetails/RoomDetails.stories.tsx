import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { retryStory } from '../../stories/retryStory';
import { detailedRoom, room, roomWithoutPhoto } from '../../fixtures/rooms';
import { roomAmenities } from '../../logic/amenities';
import { RoomDetails } from './RoomDetails';
import { roomPlaceholderImageUrl } from '../../components/RoomCard/roomPlaceholder';
import { formatMessage } from '../../messages/Message';
import { asTextContent, playMessages } from '../../stories/storyMessages';
import { storyFormat } from '../../stories/locales';

/** A hotel's own placeholder picture. */
const inlinePlaceholder = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#d9dde2"/><path d="M140 200l50-60 40 45 25-30 45 45z" fill="#9aa3ad"/><circle cx="250" cy="110" r="18" fill="#9aa3ad"/></svg>',
)}`;

const meta = {
  title: 'Booking/RoomDetails',
  component: RoomDetails,
  args: { status: 'ready', room },
} satisfies Meta<typeof RoomDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    const section = canvas.getByRole('region', { name: 'Single' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Single' })).toBeInTheDocument();
    await expect(within(section).getByRole('img', { name: formatMessage(messages.RoomDetails.imageAlt, { roomType: 'Single' }) })).toHaveAttribute('src', room.imageUrl);
    await expect(within(section).getByRole('img', { name: formatMessage(messages.RoomDetails.imageAlt, { roomType: 'Single' }) })).toHaveAttribute('fetchpriority', 'high');
    await expect(within(section).getByText(messages.RoomDetails.priceLabel)).toBeInTheDocument();
    await expect(within(section).getByText(asTextContent(storyFormat(globals).formatMoney(89)))).toBeInTheDocument();
    await expect(within(section).getByRole('heading', { level: 3, name: messages.RoomDetails.servicesHeading })).toBeInTheDocument();
    await expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      messages.RoomDetails.serviceWifi,
      messages.RoomDetails.serviceStreaming,
      messages.RoomDetails.serviceBreakfast,
      messages.RoomDetails.serviceMiniBar,
      messages.RoomDetails.serviceCarService,
      messages.RoomDetails.serviceParking,
      messages.RoomDetails.serviceLaundry,
    ]);
  },
};

/**
 * A room with everything the hotel wrote: its photo gallery, bed, size and capacity beside the price, the description's paragraphs, and
 * its amenities (icon and text, in the kit's fixed order) instead of the spec's services list.
 */
export const WithDescriptionAndAmenities: Story = {
  args: { room: detailedRoom },
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = playMessages(globals);
    const t = messages.RoomDetails;
    const section = canvas.getByRole('region', { name: 'Single' });
    const facts = [...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await expect(facts).toEqual([
      [t.priceLabel, storyFormat(globals).formatMoney(89)],
      [t.bedLabel, messages.BedTypes.queen],
      [t.sizeLabel, formatMessage(t.sizeValue, { size: 24 })],
      [t.capacityLabel, formatMessage(t.capacityValue, { count: 2 })],
    ]);
    for (const paragraph of detailedRoom.description!.split('\n\n')) {
      await expect(within(section).getByText(paragraph).tagName).toBe('P');
    }
    // The gallery in place of the one photo: its first photo shown, loaded first.
    const gallery = within(section).getByRole('region', { name: messages.RoomGallery.label });
    await expect(within(gallery).getByRole('img')).toHaveAccessibleName(detailedRoom.photos![0]!.alt);
    await expect(within(gallery).getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(within(section).getByRole('heading', { level: 3, name: t.amenitiesHeading })).toBeInTheDocument();
    await expect(within(section).queryByRole('heading', { name: t.servicesHeading })).not.toBeInTheDocument();
    const expected = roomAmenities.filter((amenity) => detailedRoom.amenities!.includes(amenity));
    const items = within(section).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(expected.map((amenity) => messages.Amenities[amenity]));
    // The icons are decoration: the text alone is read out.
    for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** One guest: the capacity's singular; no bed or size given, so no line for them. */
export const OneGuest: Story = {
  tags: ['test-only'],
  args: { room: { ...room, capacity: 1, amenities: [] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = playMessages(globals).RoomDetails;
    await expect([...canvasElement.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([t.priceLabel, t.capacityLabel]);
    await expect(canvas.getByText(formatMessage(t.capacityValue, { count: 1 }))).toBeInTheDocument();
    // No amenities: the spec's services list.
    await expect(canvas.getByRole('heading', { name: t.servicesHeading })).toBeInTheDocument();
  },
};

/** No photo: the image falls back to the kit's own placeholder picture. */
export const WithoutPhoto: Story = {
  args: { room: roomWithoutPhoto },
  play: async ({ canvas, globals }) => {
    const { imageAlt } = playMessages(globals).RoomDetails;
    await expect(canvas.getByRole('img', { name: formatMessage(imageAlt, roomWithoutPhoto) })).toHaveAttribute('src', roomPlaceholderImageUrl);
  },
};

export const CustomPlaceholder: Story = {
  args: { room: roomWithoutPhoto, placeholderImageUrl: inlinePlaceholder },
  play: async ({ canvas, globals }) => {
    const { imageAlt } = playMessages(globals).RoomDetails;
    await expect(canvas.getByRole('img', { name: formatMessage(imageAlt, roomWithoutPhoto) })).toHaveAttribute('src', inlinePlaceholder);
  },
};

export const Loading: Story = {
  args: { status: 'loading', room: undefined },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RoomDetails.loading);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { status: 'error', room: undefined, error: 'Error fetching room Room not found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error fetching room Room not found');
  },
};

/** The hotel could not be reached: the app's text in the guest's words, and Retry. */
export const WithRetry: Story = { ...retryStory, args: { ...retryStory.args, room: undefined } };

export const LongContent: Story = {
  args: { room: { ...room, roomType: 'Presidential Ocean-View Penthouse Suite with Private Terrace', roomPrice: 12500.5 } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(asTextContent(storyFormat(globals).formatMoney(12500.5)))).toBeInTheDocument();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Single' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 4, name: messages.RoomDetails.servicesHeading })).toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };

export const SeasideBrandWithAmenities: Story = { ...WithDescriptionAndAmenities, globals: { brand: 'seaside' } };

export const SeasideBrandLoading: Story = { ...Loading, globals: { brand: 'seaside' } };
