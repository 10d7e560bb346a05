import type { Message } from '../../messages/Message';

export type ServicesListMessages = {
  heading: Message;
  /** The line under the heading; `brand` is the Brand group's `name`. */
  intro: Message<{ brand: string }>;
  frontDesk: Message;
  wifi: Message;
  wifiText: Message;
  breakfast: Message;
  breakfastText: Message;
  laundry: Message;
  laundryText: Message;
  miniBar: Message;
  miniBarText: Message;
  parking: Message;
  parkingText: Message;
  airConditioning: Message;
  airConditioningText: Message;
};

export const servicesListMessages: ServicesListMessages = {
  heading: 'Our Services',
  intro: 'Services at {brand}',
  frontDesk: '24-Hour Front Desk',
  wifi: 'WiFi',
  wifiText: 'Stay connected with high-speed internet access.',
  breakfast: 'Breakfast',
  breakfastText: 'Start your day with a delicious breakfast buffet.',
  laundry: 'Laundry',
  laundryText: 'Keep your clothes clean and fresh with our laundry service.',
  miniBar: 'Mini-bar',
  miniBarText: 'Enjoy a refreshing drink or snack from our in-room mini-bar.',
  parking: 'Parking',
  parkingText: 'Park your car conveniently in our on-site parking lot.',
  airConditioning: 'Air conditioning',
  airConditioningText: 'Stay cool and comfortable with our air conditioning system.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ServicesList: ServicesListMessages;
  }
}
