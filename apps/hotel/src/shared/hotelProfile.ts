import { useSyncExternalStore } from 'react';
import type { HotelProfile } from '@hotel/api-client';
import { createExternalStore } from '../async/externalStore';

/** The page's element holding the profile, written by the API server when it serves the app (plugins/web-app.ts). */
const profileElementId = 'hotel-profile';

/** The hotel's profile; null before it is known (the kit's default name and dollars meanwhile). */
const profile = createExternalStore<HotelProfile | null>(null);

/** The profile from now on (after the admin saved it: the name and currency change without a reload). */
export const setHotelProfile = profile.set;

/**
 * Before the first render: the profile the server wrote into the page, so the first paint has the hotel's name.
 * Only the dev server's page lacks it: the API is asked then (without an answer the defaults stay). A built app not
 * served by the API server shows the defaults until an admin saves the profile.
 */
export async function startHotelProfile(): Promise<HotelProfile | null> {
  const written = document.getElementById(profileElementId)?.textContent;
  if (written) profile.set(JSON.parse(written) as HotelProfile);
  else if (import.meta.env.DEV) profile.set(await import('@hotel/api-client').then((client) => client.getHotelProfile()).catch(() => null));
  return profile.get();
}

/** The hotel's profile, or null before it is known. */
export function useHotelProfile(): HotelProfile | null {
  return useSyncExternalStore(profile.subscribe, profile.get);
}
