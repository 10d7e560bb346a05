import { useSyncExternalStore } from 'react';
import { setApiLanguage } from '@hotel/api-client';
import { en, isKitLanguage, type KitLanguage, type LocalePack } from '@hotel/ui';
import { createExternalStore } from '../async/externalStore';

/** Where the reader's choice is remembered in the browser. */
export const languageStorageKey = 'language';

/**
 * The first language of a visit: the remembered choice, else the first of the browser's languages (its
 * Accept-Language) that the kit speaks, else the hotel's default.
 */
export function initialLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  hotelDefault: KitLanguage = 'en',
): KitLanguage {
  if (isKitLanguage(stored)) return stored;
  return browserLanguages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isKitLanguage) ?? hotelDefault;
}

const state = createExternalStore<{ language: KitLanguage; locale: LocalePack }>({ language: 'en', locale: en });
let latestChoice: KitLanguage = 'en';

/**
 * Loads the language's pack (English is in the first JavaScript, German loads when chosen), then applies it: the
 * kit's texts and formats, `<html lang>`, and the remembered choice. A later choice wins over one still loading.
 */
export async function setLanguage(language: KitLanguage): Promise<void> {
  latestChoice = language;
  const locale = language === 'de' ? (await import('./germanLocale')).germanLocale : en;
  if (language !== latestChoice) return;
  localStorage.setItem(languageStorageKey, language);
  document.documentElement.lang = language;
  setApiLanguage(language);
  state.set({ language, locale });
}

/**
 * Before the first render: the visit's first language (`hotelDefault` is the hotel's profile's), loaded, so a German
 * reader never sees English first.
 */
export function startLanguage(hotelDefault?: KitLanguage): Promise<void> {
  return setLanguage(initialLanguage(localStorage.getItem(languageStorageKey), navigator.languages, hotelDefault));
}

/** The language in use and its loaded pack. */
export function useLanguage() {
  return useSyncExternalStore(state.subscribe, state.get);
}
