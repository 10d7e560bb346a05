import type { Message } from '../../messages/Message';

export type ColorSchemeSwitchMessages = {
  /** The select's label (read by assistive technology; shown only when `showLabel`). */
  label: Message;
  system: Message;
  light: Message;
  dark: Message;
};

export const colorSchemeSwitchMessages: ColorSchemeSwitchMessages = {
  label: 'Colour scheme',
  system: 'Follow system',
  light: 'Light',
  dark: 'Dark',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    ColorSchemeSwitch: ColorSchemeSwitchMessages;
  }
}
