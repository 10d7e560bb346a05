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
  /** Heading of the services list. */
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
