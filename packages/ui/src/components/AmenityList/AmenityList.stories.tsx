import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { roomAmenities } from '../../logic/amenities';
import { playMessages } from '../../stories/storyMessages';
import { AmenityList } from './AmenityList';

const meta = {
  title: 'Components/AmenityList',
  component: AmenityList,
  args: { amenities: ['parking', 'wifi', 'seaView'] },
} satisfies Meta<typeof AmenityList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the kit's fixed order, whatever order the room lists them in; each an icon (hidden) and its text. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = playMessages(globals).Amenities;
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([t.wifi, t.parking, t.seaView]);
    for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Every amenity the kit knows, each with its own icon. */
export const Every: Story = {
  args: { amenities: roomAmenities },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(roomAmenities.length);
    const drawings = [...canvasElement.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    await expect(new Set(drawings).size).toBe(roomAmenities.length);
  },
};

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
