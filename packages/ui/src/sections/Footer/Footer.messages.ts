import type { Message } from '../../messages/Message';

export type FooterMessages = {
  /** The footer line; `brand` is the Brand group's `name`. */
  copyright: Message<{ year: number; brand: string }>;
};

export const footerMessages: FooterMessages = {
  copyright: '© {year} {brand}',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Footer: FooterMessages;
  }
}
