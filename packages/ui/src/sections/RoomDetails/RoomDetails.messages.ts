import type { Message } from '../../messages/Message';

export type RoomDetailsMessages = {
  /** Shown while the room loads. */
  loading: Message;
  /** Shown when the room could not be loaded and the app gave no text. */
  loadError: Message;
  /** Alternative text of the room photo (or of the placeholder image). */
  imageAlt: Message<{ roomType: string }>;
  /** Term of the price line; its value is the formatted price, e.g. '$150'. */
  priceLabel: Message;
  /** Term of the bed line; its value is the arrangement's text from the `BedTypes` messages, e.g. 'Queen bed'. */
  bedLabel: Message;
  sizeLabel: Message;
  /** The room's size, e.g. '24 m²'. */
  sizeValue: Message<{ size: number }>;
  /** Term of the capacity line. */
  capacityLabel: Message;
  capacityValue: Message<{ count: number }>;
  /** Heading of the room's amenities, shown instead of the spec's services list when the room has any. */
  amenitiesHeading: Message;
  /** Heading of the spec's fixed services list (a room without amenities). */
  servicesHeading: Message;
  serviceWifi: Message;
  serviceStreaming: Message;
  serviceBreakfast: Message;
  serviceMiniBar: Message;
  serviceCarService: Message;
  serviceParking: Message;
  serviceLaundry: Message;
};

export const roomDetailsMessages: RoomDetailsMessages = {
  loading: 'Loading room information...',
  loadError: 'Error fetching room',
  imageAlt: '{roomType} room',
  priceLabel: 'Price per night',
  bedLabel: 'Bed',
  sizeLabel: 'Size',
  sizeValue: '{size} m²',
  capacityLabel: 'Sleeps',
  capacityValue: ({ count }) => (count === 1 ? '1 guest' : `${count} guests`),
  amenitiesHeading: 'Amenities',
  servicesHeading: 'Room services',
  serviceWifi: 'Wifi',
  serviceStreaming: 'premium streaming',
  serviceBreakfast: 'Breakfast',
  serviceMiniBar: 'Mini bar refreshment',
  serviceCarService: 'Car Service',
  serviceParking: 'Parking Space',
  serviceLaundry: 'Laundry',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomDetails: RoomDetailsMessages;
  }
}
