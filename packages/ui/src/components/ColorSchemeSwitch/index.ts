export { ColorSchemeSwitch, type ColorSchemeSwitchProps } from './ColorSchemeSwitch';
export { colorSchemeSwitchMessages, type ColorSchemeSwitchMessages } from './ColorSchemeSwitch.messages';
