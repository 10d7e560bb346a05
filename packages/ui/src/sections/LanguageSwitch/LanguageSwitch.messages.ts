import type { Message } from '../../messages/Message';

export type LanguageSwitchMessages = {
  /** The select's label (read by assistive technology; shown only when `showLabel`). */
  label: Message;
  /** Each language in its own words, as a reader of it looks for it: the same in every pack. */
  en: Message;
  de: Message;
};

export const languageSwitchMessages: LanguageSwitchMessages = {
  label: 'Language',
  en: 'English',
  de: 'Deutsch',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    LanguageSwitch: LanguageSwitchMessages;
  }
}
