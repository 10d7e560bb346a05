import type { RefObject } from 'react';
import { SectionStatus } from '../SectionStatus';

type RoomTypesFailureProps = {
  /** The app's text for a failed load of the room types; nothing shows without it. */
  error?: string;
  /** Offers Retry. Pressing it moves focus to the room type select, where the types arrive. */
  onRetry?: () => void;
  /** The form's RoomTypeSelect (its root). */
  roomTypeSelectRef: RefObject<HTMLElement | null>;
};

/**
 * A form's failed load of its room types, beside its RoomTypeSelect (RoomSearchForm, RoomForm). The failure goes
 * when the app retries, so focus goes on to the select rather than staying in a status area that is about to empty.
 */
export function RoomTypesFailure({ error, onRetry, roomTypeSelectRef }: RoomTypesFailureProps) {
  if (!error) return null;
  const retry = onRetry
    ? () => {
        roomTypeSelectRef.current?.querySelector('select')?.focus();
        onRetry();
      }
    : undefined;
  return <SectionStatus status="error" error={error} onRetry={retry} />;
}
