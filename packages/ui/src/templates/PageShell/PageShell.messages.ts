import type { Message } from '../../messages/Message';

export type PageShellMessages = {
  skipToContent: Message;
  /** The document title of a page with a `pageTitle`; `{brand}` is the Brand's name. */
  documentTitle: Message<{ page: string; brand: string }>;
};

export const pageShellMessages: PageShellMessages = {
  skipToContent: 'Skip to main content',
  documentTitle: '{page} · {brand}',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    PageShell: PageShellMessages;
  }
}
