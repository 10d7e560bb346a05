import type { Message } from '../../messages/Message';

export type PageShellMessages = {
  skipToContent: Message;
};

export const pageShellMessages: PageShellMessages = {
  skipToContent: 'Skip to main content',
};
