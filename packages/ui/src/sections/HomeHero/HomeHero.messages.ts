import type { Message } from '../../messages/Message';

export type HomeHeroMessages = {
  /** The banner heading; `brand` is the Brand group's `name`. */
  welcome: Message<{ brand: string }>;
  tagline: Message;
  /** Shown with `showLoggedOutNotice`; spelled so, leading space included. */
  loggedOutNotice: Message;
};

export const homeHeroMessages: HomeHeroMessages = {
  welcome: 'Welcome to {brand}',
  tagline: 'Experience the Best Hospitality in Town',
  loggedOutNotice: ' You have been logged out!',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    HomeHero: HomeHeroMessages;
  }
}
