import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type Session } from './session';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession);
}
