import { pageTitlesMessages, resolveMessages, type MessagesPack, type PageTitlesMessages } from '@hotel/ui';

/**
 * A screen's name in the document title ('Find My Booking · HavenHub'; the kit's PageShell adds the brand), in the
 * reader's language: a route's `handle.title`, given the messages in use (the kit's `MessagesContext`).
 */
export type PageTitle = (messages: MessagesPack) => string;

/**
 * The title of one of the screens the kit's PageTitles group names. Its English name is also the screen's name in
 * code: its kit story `Screens/<title>` and its route module `<Title>Route.tsx` (test/screenNames.test.ts). The
 * admin screens' titles are in adminPageTitles.ts, with the screens' chunk.
 */
export const pageTitle =
  (key: keyof PageTitlesMessages): PageTitle =>
  (messages) =>
    resolveMessages(pageTitlesMessages, messages.PageTitles)[key];
