import { adminPageTitlesMessages, resolveMessages, type AdminPageTitlesMessages } from '@hotel/ui';
import type { PageTitle } from './pageTitles';

/**
 * An admin screen's name in the document title, as pageTitles.ts names the others: the kit's AdminPageTitles group,
 * apart, so it loads with the admin screens' chunk instead of the home page's first JavaScript.
 */
export const adminPageTitle =
  (key: keyof AdminPageTitlesMessages): PageTitle =>
  (messages) =>
    resolveMessages(adminPageTitlesMessages, messages.AdminPageTitles)[key];
