export { isKitLanguage, kitLanguages, LanguageSwitch, type KitLanguage, type LanguageSwitchProps } from './LanguageSwitch';
export { languageSwitchMessages, type LanguageSwitchMessages } from './LanguageSwitch.messages';
