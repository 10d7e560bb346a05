import { useContext } from 'react';
import { MessagesContext } from '../messages/MessagesContext';

/** The error a kit component throws outside `HotelUiProvider`, instead of failing on the missing theme. */
export function missingProviderError(component: string): Error {
  return new Error(
    `@hotel/ui: <${component}> must be rendered inside <HotelUiProvider brand={…}>, which supplies the theme, texts and formats.`,
  );
}

/** For components that read neither messages nor formats: throws `missingProviderError` outside the provider. */
export function useRequireProvider(component: string): void {
  if (useContext(MessagesContext) === undefined) throw missingProviderError(component);
}
