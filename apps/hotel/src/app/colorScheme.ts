import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '@hotel/ui';

/** Where the reader's choice is remembered; public/color-scheme.js reads the same key before the first paint. */
export const colorSchemeStorageKey = 'colorScheme';

const listeners = new Set<() => void>();

/** The remembered choice, else 'system' (follow the device). */
function readColorScheme(): ColorScheme {
  const stored = localStorage.getItem(colorSchemeStorageKey);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** Applies and remembers the reader's choice ('system' forgets it); the page outside the kit follows too. */
export function setColorScheme(scheme: ColorScheme): void {
  if (scheme === 'system') localStorage.removeItem(colorSchemeStorageKey);
  else localStorage.setItem(colorSchemeStorageKey, scheme);
  // Without an inline value, index.html's <meta name="color-scheme" content="light dark"> follows the system.
  document.documentElement.style.colorScheme = scheme === 'system' ? '' : scheme;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The colour scheme in use: the remembered choice, else the system's. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, readColorScheme);
}
