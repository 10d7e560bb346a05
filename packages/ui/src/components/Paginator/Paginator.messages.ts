import type { Message } from '../../messages/Message';

export type PaginatorMessages = {
  /** Names the `<nav>` landmark. */
  navigationLabel: Message;
  /** Accessible name of a page button; its visible text is the bare number. */
  pageLabel: Message<{ page: number }>;
};

export const paginatorMessages: PaginatorMessages = {
  navigationLabel: 'Pagination',
  pageLabel: ({ page }) => `Page ${page}`,
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    Paginator: PaginatorMessages;
  }
}
