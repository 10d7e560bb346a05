import type { Message } from '../messages/Message';

/** Brand-wide texts (the hotel's name in the header, footer and welcome lines). */
export type BrandMessages = {
  name: Message;
};

export const brandMessages: BrandMessages = {
  name: 'HavenHub',
};

declare module '../messages/allMessages' {
  interface AllMessages {
    Brand: BrandMessages;
  }
}
